import { useEffect, useEffectEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { applyEvent, type AnswerView, type FeedEvent } from "../feed";

export interface FedAnswer {
  answerId: string;
  view: AnswerView;
}

/** After a failed read, the feed is asked again (it starts from the stored state) after this long. */
const RETRY_MS = 1_000;

/**
 * Follows the answer being written through the answer feed (GET /resources/chat/:chatId/stream, the
 * stored rows as they grow) and reads the page's data again once it ended, so the stored state takes over
 * from the feed's last view, which is that same state.
 */
export function useAnswerFeed(chatId: string, answerId: string | null): FedAnswer | null {
  const [fed, setFed] = useState<FedAnswer | null>(null);
  const { revalidate } = useRevalidator();
  const ended = useEffectEvent(() => void revalidate());
  useEffect(() => {
    if (!answerId) return;
    const abort = new AbortController();
    void (async () => {
      while (!abort.signal.aborted) {
        try {
          await readFeed(`/resources/chat/${chatId}/stream`, abort.signal, (event, view) => {
            // The first change after `start` carries the whole stored state; until then the page shows what it has.
            if (event.type !== "start") setFed({ answerId, view });
            else if (event.answerId !== answerId) throw new Superseded();
          });
          break;
        } catch (error) {
          if (abort.signal.aborted) return;
          // Another answer is being written now (another tab asked): the page's data names it.
          if (error instanceof Superseded) break;
          await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
        }
      }
      if (!abort.signal.aborted) ended();
    })();
    return () => abort.abort();
  }, [chatId, answerId]);
  return fed;
}

class Superseded extends Error {}

async function readFeed(url: string, signal: AbortSignal, onView: (event: FeedEvent, view: AnswerView) => void) {
  const response = await fetch(url, { signal, headers: { Accept: "application/x-ndjson" } });
  // 204: nothing is being written (any more); 4xx (signed out, chat deleted): the page's data says what now.
  if (response.status === 204 || (response.status >= 400 && response.status < 500)) return;
  if (!response.ok || !response.body) throw new Error(`answer feed: ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let view: AnswerView = { parts: [], status: "pending" };
  let buffered = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += value;
    const lines = buffered.split("\n");
    buffered = lines.pop()!;
    for (const line of lines) {
      if (line.trim() === "") continue;
      const event = JSON.parse(line) as FeedEvent;
      view = applyEvent(view, event);
      onView(event, view);
      if (event.type === "finish" || event.type === "abort") return;
    }
  }
  // The response ended before the answer did (a proxy, a restart): read the feed again.
  throw new Error("answer feed: cut short");
}
