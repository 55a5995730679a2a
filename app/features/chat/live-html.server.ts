import type { UIMessage } from "ai";
import type { AppSupabaseClient } from "#app/platform/supabase/client.server";
import { stallMs } from "./provider.server";
import { isActive, textOf, type MessageStatus } from "./messages";
import { loadAnswer } from "./store.server";
import { LIVE_ATTRIBUTE } from "./ui/live-marker";
import { escapeMarkup } from "#app/lib/escape-markup";

/** What the conversation's loader hands to entry.server when an answer is still being written. */
export interface LiveAnswerRef {
  answerId: string;
  userId: string;
}

const POLL_MS = 200;
const KEEP_ALIVE_MS = 4_000;

export interface LiveHtmlOptions {
  client: AppSupabaseClient;
  live: LiveAnswerRef;
  nonce: string;
  /** The finished answer as the page renders it (Markdown, cards, status note). */
  renderFinal: (parts: UIMessage["parts"], status: MessageStatus) => string;
  signal: AbortSignal;
}

/**
 * The answer as HTML fragments while it is written, for a page read without JavaScript: its text as it
 * grows (read from the database, so any instance can serve it), a comment every few seconds so no proxy
 * cuts a quiet response, then the rendered answer, which a nonce'd style rule puts in place of the raw
 * text. An answer without progress for the stall time ends as failed.
 */
export async function* liveAnswerHtml({ client, live, nonce, renderFinal, signal }: LiveHtmlOptions): AsyncGenerator<string> {
  const rawId = `live-raw-${live.answerId}`;
  yield `<div id="${rawId}" class="whitespace-pre-wrap break-words">`;
  let sent = "";
  let lastWrite = Date.now();
  let final: { parts: UIMessage["parts"]; status: MessageStatus } | null = null;
  let lastRead = Date.now();
  let lastParts: UIMessage["parts"] = [];
  while (!signal.aborted) {
    const row = await loadAnswer(client, live.userId, live.answerId).catch(() => undefined);
    if (row === null) {
      final = { parts: [], status: "failed" };
      break;
    }
    // The database unreachable for as long as an answer may stall: the page ends instead of waiting forever.
    if (row === undefined && Date.now() - lastRead > stallMs()) {
      final = { parts: lastParts, status: "failed" };
      break;
    }
    if (row) {
      lastRead = Date.now();
      lastParts = row.parts;
      const text = textOf(row.parts);
      if (text.startsWith(sent) && text.length > sent.length) {
        yield escapeMarkup(text.slice(sent.length));
        sent = text;
        lastWrite = Date.now();
      }
      const stalled = isActive(row.status) && Date.now() - Date.parse(row.updatedAt) > stallMs();
      if (!isActive(row.status) || stalled) {
        final = { parts: row.parts, status: stalled ? "failed" : row.status };
        break;
      }
    }
    if (Date.now() - lastWrite > KEEP_ALIVE_MS) {
      yield "<!-- -->";
      lastWrite = Date.now();
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  yield "</div>";
  if (!final) return;
  yield `<style nonce="${escapeMarkup(nonce)}">#${rawId},[${LIVE_ATTRIBUTE}-only]{display:none}</style>`;
  yield `<div data-live-final="">${renderFinal(final.parts, final.status)}</div>`;
}
