import type { UIMessage } from "ai";
import type { AppSupabaseClient } from "#app/platform/supabase/client.server";
import type { Listing } from "./listing.server";
import { listingForModel } from "./listing-part";
import { storeAttachment } from "./storage.server";

/**
 * The parts of a question sent with a listing: the question as typed, then the listing's text as a second
 * text part, so the model reads both as the user's message and the question stays apart for the page.
 */
export function userMessageParts(question: string, listing: Listing | null, attachmentId?: string): UIMessage["parts"] {
  const parts: UIMessage["parts"] = [{ type: "text", text: question }];
  if (listing) parts.push({ type: "text", text: listingForModel(listing, attachmentId) });
  return parts;
}

/** The id the PDF will be stored under, chosen before the message that names it is written. */
export const newAttachmentId = () => crypto.randomUUID();

/**
 * Keeps the PDF beside the question that carried its text. If it cannot be kept, the question goes too
 * (nothing has been answered yet), so the user sends it again instead of finding a listing without its file.
 */
export async function keepListingFile(
  client: AppSupabaseClient,
  userId: string,
  ids: { chatId: string; messageId: string; attachmentId: string },
  listing: Listing & { kind: "pdf" },
) {
  const { chatId, messageId, attachmentId } = ids;
  try {
    await storeAttachment(client, userId, {
      id: attachmentId,
      chatId,
      messageId,
      fileName: listing.fileName,
      bytes: listing.bytes,
      pages: listing.pages,
      textChars: listing.text.length,
      truncated: listing.truncated,
    });
  } catch (error) {
    await client.from("chat_messages").delete().eq("user_id", userId).eq("id", messageId);
    throw error;
  }
}
