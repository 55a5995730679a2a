import type { AppSupabaseClient } from "#app/platform/supabase/client.server";
import { feedsClose } from "./chat-shutdown.server";
import { applyEvent, changeEvent, type AnswerView, type FeedEvent } from "./feed";
import { FLUSH_MS } from "./limits";
import { answerMetadata, isActive } from "./messages";
import { stallMs } from "./provider.server";
import { loadAnswer } from "./store.server";

/** How long a feed may be silent before it sends something, so that no proxy cuts a quiet answer. */
const KEEP_ALIVE_MS = 4_000;

export interface FeedSource {
  /** Reads the rows as the user; outlives the request's headers (see detachedUserClient). */
  client: AppSupabaseClient;
  userId: string;
  answerId: string;
  signal: AbortSignal;
  /** Aborted when this process stops: the feed reads the row once more, sends what changed and ends. */
  closing?: AbortSignal;
}

/**
 * THE answer feed: the stored row, read every FLUSH_MS (the writer stores as often), so any instance serves
 * any answer. Yields each change as an event, `null` when nothing changed for KEEP_ALIVE_MS, and ends with
 * the stored final state (`finish` or `abort`). An answer without a heartbeat for the stall time, or a
 * database unreachable that long, ends as failed; a row that is gone (the chat deleted) as failed and empty.
 * Once `closing` is aborted it ends after one more read, without an end when the answer is still being written.
 */
export async function* answerFeed({ client, userId, answerId, signal, closing }: FeedSource): AsyncGenerator<FeedEvent | null> {
  let view: AnswerView = { parts: [], status: "pending" };
  let lastRead = Date.now();
  let lastSent = Date.now();
  while (!signal.aborted) {
    // Taken before the read, so that the last read comes after what the shutdown stored.
    const last = closing?.aborted === true;
    const row = await loadAnswer(client, userId, answerId).catch(() => undefined);
    let next: AnswerView | null = null;
    if (row === null) next = { parts: [], status: "failed" };
    else if (row === undefined) {
      if (Date.now() - lastRead > stallMs()) next = { parts: view.parts, status: "failed" };
    } else {
      lastRead = Date.now();
      const stalled = isActive(row.status) && Date.now() - Date.parse(row.updatedAt) > stallMs();
      next = { parts: row.parts, status: stalled ? "failed" : row.status };
    }
    const event = next && changeEvent(view, next);
    if (event) {
      view = applyEvent(view, event);
      lastSent = Date.now();
      yield event;
      if (!isActive(view.status)) return;
    } else if (Date.now() - lastSent > KEEP_ALIVE_MS) {
      lastSent = Date.now();
      yield null;
    }
    if (last) return;
    await new Promise((resolve) => setTimeout(resolve, FLUSH_MS));
  }
}

/**
 * The feed for a script: one JSON event a line (`start` first), a blank line to keep a quiet response
 * alive. The compression middleware is flushed after every write (React Router's Node adapter calls
 * `res.flush()`), so each line reaches the browser at once. A process that stops ends it (chat-shutdown.server.ts)
 * between lines; the script asks again when it ended before the answer did, and another instance answers.
 */
export function feedResponse(source: Omit<FeedSource, "signal">, model: string | null, request: Request): Response {
  const encoder = new TextEncoder();
  const abort = new AbortController();
  request.signal.addEventListener("abort", () => abort.abort());
  const events = answerFeed({ ...source, signal: abort.signal, closing: feedsClose });
  const start: FeedEvent = { type: "start", answerId: source.answerId, messageMetadata: answerMetadata(model) };
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`${JSON.stringify(start)}\n`));
        return;
      }
      const { value, done } = await events.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value ? `${JSON.stringify(value)}\n` : "\n"));
    },
    async cancel() {
      abort.abort();
      await events.return(undefined);
    },
  });
  return new Response(body, {
    headers: { "Content-Type": "application/x-ndjson; charset=utf-8", "Cache-Control": "no-store", "X-Accel-Buffering": "no" },
  });
}
