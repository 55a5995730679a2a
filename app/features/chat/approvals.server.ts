import { checked as check } from "#app/platform/supabase/backend-error";
import type { AppSupabaseClient } from "#app/platform/supabase/client.server";
import { getAdminClient } from "#app/platform/supabase/admin.server";
import type { Json } from "#app/types/database.types";

/**
 * The chat_tool_approvals table: a writing tool call recorded when the model makes it (pending), decided
 * once by the user (approved or declined), then its outcome. The user reads it; only the server writes it, with
 * its own key and always naming the user: a pending call is the server's word that it asked, which the
 * approval action acts on.
 */
type ApprovalStatus = "pending" | "approved" | "declined";

export interface ApprovalRow {
  id: string;
  messageId: string;
  toolCallId: string;
  toolName: string;
  input: unknown;
  status: ApprovalStatus;
  /** What an approved call's write came to; null while pending, when declined, or if the write never ended. */
  outcome: unknown;
}

export async function recordPendingCall(call: {
  userId: string;
  messageId: string;
  toolCallId: string;
  toolName: string;
  input: unknown;
}): Promise<void> {
  check(
    await getAdminClient()
      .from("chat_tool_approvals")
      .upsert(
        { user_id: call.userId, message_id: call.messageId, tool_call_id: call.toolCallId, tool_name: call.toolName, input: call.input as Json },
        { onConflict: "message_id,tool_call_id", ignoreDuplicates: true },
      ),
  );
}

/**
 * The user's recorded calls with this id among the given messages (a provider may reuse call ids across
 * answers). Filtered here rather than in the query: a long conversation's message ids would not fit a URL.
 */
export async function findCalls(client: AppSupabaseClient, userId: string, toolCallId: string, messageIds: string[]): Promise<ApprovalRow[]> {
  const wanted = new Set(messageIds);
  const rows =
    check(
      await client
        .from("chat_tool_approvals")
        .select("id, message_id, tool_call_id, tool_name, input, status, outcome")
        .eq("user_id", userId)
        .eq("tool_call_id", toolCallId)
        .order("created_at", { ascending: false })
        .limit(50),
    ) ?? [];
  return rows
    .filter((row) => wanted.has(row.message_id))
    .map((row) => ({
      id: row.id,
      messageId: row.message_id,
      toolCallId: row.tool_call_id,
      toolName: row.tool_name,
      input: row.input,
      status: row.status as ApprovalStatus,
      outcome: row.outcome,
    }));
}

/** Decides a pending call; false when it was decided meanwhile (the database lets only one decision through). */
export async function claimDecision(userId: string, id: string, status: "approved" | "declined"): Promise<boolean> {
  const rows =
    check(
      await getAdminClient()
        .from("chat_tool_approvals")
        .update({ status, decided_at: new Date().toISOString() })
        .eq("user_id", userId)
        .eq("id", id)
        .eq("status", "pending")
        .select("id"),
    ) ?? [];
  return rows.length > 0;
}

export async function recordOutcome(userId: string, id: string, outcome: unknown): Promise<void> {
  check(
    await getAdminClient()
      .from("chat_tool_approvals")
      .update({ outcome: outcome as Json })
      .eq("user_id", userId)
      .eq("id", id),
  );
}
