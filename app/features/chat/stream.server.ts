import { createUIMessageStreamResponse } from "ai";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { readSessionUser } from "#app/features/auth/session.server";
import { getInstance } from "#app/platform/i18n/i18next.server";
import { isLocale, type Locale } from "#app/platform/i18n/locales";
import { getSupabase } from "#app/platform/supabase/client.server";
import { followAnswer } from "./live.server";
import { isActive } from "./messages";
import { refusalMessage, retryAfterSeconds } from "./refusal.server";
import { sendMessage } from "./send.server";
import { BackendError } from "#app/platform/supabase/backend-error";
import { loadChat } from "./store.server";

type Context = Readonly<RouterContextProvider>;

/** What useChat's transport posts (prepareSendMessagesRequest): the question, not the whole history. */
const bodySchema = z.object({
  chatId: z.uuid(),
  text: z.string().max(100_000).default(""),
  model: z.string().max(100),
  trigger: z.enum(["submit-message", "regenerate-message"]),
  locale: z.string().optional(),
});

/** Keeps proxies from cutting a quiet stream (a tool call or a slow model) and flushes compression. */
const KEEP_ALIVE_MS = 5_000;

function text(body: string, status: number, headers: HeadersInit = {}) {
  return new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } });
}

/**
 * POST /resources/chat: the JS path. Same checks and rows as the form (sendMessage), then the answer's UI
 * message stream from this instance's writer. Refusals are plain text in the page's language, which
 * useChat shows as the error.
 */
export async function chatStreamAction(request: Request, context: Context): Promise<Response> {
  const user = await readSessionUser(context);
  if (!user) return text("", 401);
  const parsed = bodySchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return text("", 400);
  const locale: Locale = isLocale(parsed.data.locale) ? parsed.data.locale : "en";
  const outcome = await sendMessage(context, user.id, locale, {
    chatId: parsed.data.chatId,
    text: parsed.data.text,
    model: parsed.data.model,
    trigger: parsed.data.trigger === "submit-message" ? "submit" : "regenerate",
  });
  if (!outcome.ok) {
    const t = getInstance(context).getFixedT(locale);
    const retryAfter = retryAfterSeconds(outcome);
    return text(refusalMessage(t, locale, outcome), outcome.status, retryAfter ? { "Retry-After": String(retryAfter) } : {});
  }
  const stream = followAnswer(outcome.answerId);
  if (!stream) return new Response(null, { status: 204 });
  return createUIMessageStreamResponse({ stream, keepAliveMs: KEEP_ALIVE_MS });
}

/**
 * GET /resources/chat/:chatId/stream: useChat's resume after a reload. Replays the answer when this
 * instance writes it; otherwise 204 and the page follows the stored answer by reloading its data.
 */
export async function chatResumeLoader(context: Context, chatId: string): Promise<Response> {
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
  const stream = last && last.role === "assistant" && isActive(last.status) ? followAnswer(last.id) : null;
  if (!stream) return new Response(null, { status: 204 });
  return createUIMessageStreamResponse({ stream, keepAliveMs: KEEP_ALIVE_MS });
}
