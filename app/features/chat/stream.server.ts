import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { readSessionUser } from "#app/features/auth/session.server";
import { getSupabase } from "#app/platform/supabase/client.server";
import { detachedUserClient } from "#app/platform/supabase/detached-client.server";
import { feedResponse } from "./feed.server";
import { isActive } from "./messages";
import { BackendError } from "#app/platform/supabase/backend-error";
import { loadChat } from "./store.server";

type Context = Readonly<RouterContextProvider>;

function text(body: string, status: number) {
  return new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * GET /resources/chat/:chatId/stream: the answer feed (feed.server.ts) of the conversation's answer being
 * written, for the page's script; 204 when no answer is being written. The same feed the page without
 * JavaScript gets as HTML, read from the stored rows, so it does not matter which instance writes.
 */
export async function chatFeedLoader(request: Request, context: Context, chatId: string): Promise<Response> {
  const user = await readSessionUser(context);
  if (!user) return text("", 401);
  if (!z.uuid().safeParse(chatId).success) return text("", 404);
  let stored;
  try {
    stored = await loadChat(getSupabase(context), user.id, chatId);
  } catch (error) {
    if (error instanceof BackendError) return text("", 503);
    throw error;
  }
  if (!stored) return text("", 404);
  const last = stored.messages.at(-1);
  if (!last || last.role !== "assistant" || !isActive(last.status)) return new Response(null, { status: 204 });
  // Read for longer than the response's headers take, so with a client that never refreshes the session.
  const client = await detachedUserClient(context);
  if (!client) return text("", 401);
  return feedResponse({ client, userId: user.id, answerId: last.id }, last.model, request);
}
