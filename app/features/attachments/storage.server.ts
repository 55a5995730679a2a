import { BackendError } from "#app/platform/supabase/backend-error";
import type { AppSupabaseClient } from "#app/platform/supabase/client.server";

/** The private bucket of attached PDFs; its policies let each user touch only the folder named after them. */
const ATTACHMENTS_BUCKET = "chat-attachments";

const LIST_PAGE = 1000;

/** Where a chat's files live: the user's folder first, which is what Storage's policies check. */
const chatFolder = (userId: string, chatId: string) => `${userId}/${chatId}`;

export interface NewAttachment {
  /** Chosen beforehand when the message names it; a fresh one otherwise. */
  id?: string;
  chatId: string;
  messageId: string | null;
  fileName: string;
  bytes: Uint8Array;
  pages: number;
  textChars: number;
  truncated: boolean;
}

/**
 * Keeps the original PDF beside its message, as the signed-in user (row-level security and Storage's
 * policies both check the owner). The file goes first; if its row cannot be written, the file is removed
 * again so nothing is stored that the user cannot see.
 */
export async function storeAttachment(client: AppSupabaseClient, userId: string, attachment: NewAttachment): Promise<string> {
  const id = attachment.id ?? crypto.randomUUID();
  const path = `${chatFolder(userId, attachment.chatId)}/${id}.pdf`;
  const bucket = client.storage.from(ATTACHMENTS_BUCKET);
  const { error: uploadError } = await bucket.upload(path, attachment.bytes, { contentType: "application/pdf", upsert: false });
  if (uploadError) throw new BackendError("unavailable:storage", uploadError);
  const { error } = await client.from("chat_attachments").insert({
    id,
    chat_id: attachment.chatId,
    message_id: attachment.messageId,
    user_id: userId,
    file_name: attachment.fileName,
    storage_path: path,
    size_bytes: attachment.bytes.byteLength,
    page_count: attachment.pages,
    text_chars: attachment.textChars,
    text_truncated: attachment.truncated,
  });
  if (error) {
    await bucket.remove([path]);
    throw new BackendError("unavailable:storage", error);
  }
  return id;
}

export interface StoredAttachment {
  id: string;
  fileName: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/** One of the user's attachments with its file, or null when it is not theirs or not there. */
export async function readAttachment(client: AppSupabaseClient, userId: string, attachmentId: string): Promise<StoredAttachment | null> {
  const { data: row, error } = await client
    .from("chat_attachments")
    .select("id, file_name, storage_path")
    .eq("user_id", userId)
    .eq("id", attachmentId)
    .maybeSingle();
  if (error) throw new BackendError("unavailable:storage", error);
  if (!row) return null;
  const { data: blob, error: downloadError } = await client.storage.from(ATTACHMENTS_BUCKET).download(row.storage_path);
  if (downloadError || !blob) return null;
  return { id: row.id, fileName: row.file_name, bytes: new Uint8Array(await blob.arrayBuffer()) };
}

/**
 * Removes every file kept for one chat (rows go with the chat by cascade). Called before the chat itself
 * is deleted: if Storage fails, the chat is still there and the user can try again, instead of files
 * staying behind without anything pointing to them.
 */
export async function removeChatAttachments(client: AppSupabaseClient, userId: string, chatId: string): Promise<void> {
  const bucket = client.storage.from(ATTACHMENTS_BUCKET);
  const folder = chatFolder(userId, chatId);
  for (;;) {
    const { data: entries, error } = await bucket.list(folder, { limit: LIST_PAGE });
    if (error) throw new BackendError("unavailable:storage", error);
    const paths = entries.filter((entry) => entry.id !== null).map((entry) => `${folder}/${entry.name}`);
    if (paths.length === 0) return;
    const { error: removeError } = await bucket.remove(paths);
    if (removeError) throw new BackendError("unavailable:storage", removeError);
    if (entries.length < LIST_PAGE) return;
  }
}
