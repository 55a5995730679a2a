import type { UIMessage } from "ai";
import { checked as check, required } from "#app/platform/supabase/backend-error";
import type { AppSupabaseClient } from "#app/platform/supabase/client.server";
import { getAdminClient } from "#app/platform/supabase/admin.server";
import type { Json } from "#app/types/database.types";
import type { ChatMessageView, ChatRole, ChatSummary, MessageStatus } from "./messages";

/**
 * The chats and chat_messages tables, through a client acting as the user: row-level security decides what a
 * user may see and change. Answers are the exception: only the server writes them (addAnswer, saveAnswer, deleteAnswer), with
 * its own key, since a user who could write an answer could make up one the server then trusts (a card waiting
 * for approval) or keep a made-up one "being written" for ever. Queries also name the user, so a mistake finds
 * nothing. A failed query throws BackendError (app/platform/supabase/backend-error.ts).
 */
const MESSAGE_COLUMNS = "id, role, parts, status, model, created_at, updated_at";

export interface StoredChat {
  chat: ChatSummary;
  /** The newest MESSAGES_SHOWN messages, oldest first. */
  messages: (ChatMessageView & { updatedAt: string })[];
  /** Older messages exist beyond those (they stay stored and in the data export). */
  earlier: boolean;
}

/**
 * A page and the model's context need only the recent part of a long conversation, and one read must stay
 * under the API's row cap (hosted Supabase answers at most 1,000 rows), or the newest messages would be the
 * ones missing.
 */
const MESSAGES_SHOWN = 300;

export async function listChats(client: AppSupabaseClient, userId: string, limit: number): Promise<ChatSummary[]> {
  const rows =
    check(
      await client.from("chats").select("id, title, model, updated_at").eq("user_id", userId).order("updated_at", { ascending: false }).limit(limit),
    ) ?? [];
  return rows.map((row) => ({ id: row.id, title: row.title, model: row.model, updatedAt: row.updated_at }));
}

/**
 * The conversation with its messages in order; null when it is not the user's (or does not exist). One
 * request: the messages come embedded in the chat's row.
 */
export async function loadChat(client: AppSupabaseClient, userId: string, chatId: string): Promise<StoredChat | null> {
  const chat = check(
    await client
      .from("chats")
      .select(`id, title, model, updated_at, chat_messages(${MESSAGE_COLUMNS})`)
      .eq("user_id", userId)
      .eq("id", chatId)
      .eq("chat_messages.user_id", userId)
      .order("created_at", { ascending: false, referencedTable: "chat_messages" })
      .order("id", { ascending: false, referencedTable: "chat_messages" })
      .limit(MESSAGES_SHOWN + 1, { referencedTable: "chat_messages" })
      .maybeSingle(),
  );
  if (!chat) return null;
  const newestFirst = chat.chat_messages;
  const rows = newestFirst.slice(0, MESSAGES_SHOWN).reverse();
  return {
    chat: { id: chat.id, title: chat.title, model: chat.model, updatedAt: chat.updated_at },
    earlier: newestFirst.length > MESSAGES_SHOWN,
    messages: rows.map((row) => ({
      id: row.id,
      role: row.role as ChatRole,
      parts: row.parts as unknown as UIMessage["parts"],
      status: row.status as MessageStatus,
      model: row.model,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    })),
  };
}

/** One answer's row, for the no-JS live view and the writer's checks. */
export async function loadAnswer(client: AppSupabaseClient, userId: string, messageId: string) {
  const row = check(await client.from("chat_messages").select(MESSAGE_COLUMNS).eq("user_id", userId).eq("id", messageId).maybeSingle());
  if (!row) return null;
  return { parts: row.parts as unknown as UIMessage["parts"], status: row.status as MessageStatus, updatedAt: row.updated_at };
}

export async function createChat(client: AppSupabaseClient, userId: string, title: string, model: string): Promise<string> {
  return required(await client.from("chats").insert({ user_id: userId, title, model }).select("id").single()).id;
}

/** Records the model of the next answer; also moves the conversation to the top of the list. */
export async function touchChat(client: AppSupabaseClient, userId: string, chatId: string, model: string): Promise<boolean> {
  return (check(await client.from("chats").update({ model }).eq("user_id", userId).eq("id", chatId).select("id")) ?? []).length > 0;
}

export async function renameChat(client: AppSupabaseClient, userId: string, chatId: string, title: string): Promise<boolean> {
  return (check(await client.from("chats").update({ title }).eq("user_id", userId).eq("id", chatId).select("id")) ?? []).length > 0;
}

export async function deleteChat(client: AppSupabaseClient, userId: string, chatId: string): Promise<boolean> {
  return (check(await client.from("chats").delete().eq("user_id", userId).eq("id", chatId).select("id")) ?? []).length > 0;
}

export async function addUserMessage(client: AppSupabaseClient, userId: string, chatId: string, parts: UIMessage["parts"]): Promise<string> {
  return required(
    await client
      .from("chat_messages")
      .insert({ chat_id: chatId, user_id: userId, role: "user", parts: parts as unknown as Json })
      .select("id")
      .single(),
  ).id;
}

/**
 * The answer's row, created before the model is called so every instance sees it "pending". The database
 * refuses a chat that is not the user's (chat_messages_guard).
 */
export async function addAnswer(userId: string, chatId: string, model: string): Promise<string> {
  return required(
    await getAdminClient()
      .from("chat_messages")
      .insert({ chat_id: chatId, user_id: userId, role: "assistant", status: "pending", model })
      .select("id")
      .single(),
  ).id;
}

/**
 * Stores the answer so far; tells the writer whether the user asked to stop meanwhile, or deleted the
 * conversation (the row is gone), both of which end the answer.
 */
export async function saveAnswer(
  userId: string,
  messageId: string,
  parts: UIMessage["parts"],
  status: MessageStatus,
): Promise<{ stopRequested: boolean }> {
  const row = check(
    await getAdminClient()
      .from("chat_messages")
      .update({ parts: parts as unknown as Json, status })
      .eq("user_id", userId)
      .eq("role", "assistant")
      .eq("id", messageId)
      .select("stop_requested")
      .maybeSingle(),
  );
  return { stopRequested: row ? row.stop_requested : true };
}

/** Asks every answer of the conversation still being written to stop; the writers see it on their next flush. */
export async function requestStop(client: AppSupabaseClient, userId: string, chatId: string): Promise<string[]> {
  const rows =
    check(
      await client
        .from("chat_messages")
        .update({ stop_requested: true })
        .eq("user_id", userId)
        .eq("chat_id", chatId)
        .in("status", ["pending", "streaming"])
        .select("id"),
    ) ?? [];
  return rows.map((row) => row.id);
}

/** Regenerating replaces the last answer: like every write of an answer, the server's (users delete only questions). */
export async function deleteAnswer(userId: string, messageId: string): Promise<void> {
  check(await getAdminClient().from("chat_messages").delete().eq("user_id", userId).eq("role", "assistant").eq("id", messageId));
}
