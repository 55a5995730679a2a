import { escapeMarkup } from "#app/lib/escape-markup";
import { applyEvent, type AnswerView } from "./feed";
import { answerFeed, type FeedSource } from "./feed.server";
import { textOf } from "./messages";
import { LIVE_ATTRIBUTE } from "./ui/live-marker";

/** What the conversation's loader needs to stream an answer still being written into its document. */
export interface LiveAnswerRef {
  answerId: string;
  userId: string;
}

export interface LiveHtmlOptions extends FeedSource {
  nonce: string;
  /** The finished answer as the page renders it (Markdown, cards, status note, the answer controls). */
  renderFinal: (view: AnswerView) => Promise<string>;
  /** Aborted when this process shuts down (live-documents.server.ts): the document ends with `interrupted`. */
  interrupt: AbortSignal;
  /** The note that the answer was cut off and the page should be reloaded, in the page's language (text). */
  interrupted: string;
}

/**
 * The answer feed as HTML for a page read without JavaScript: the text as it grows, a comment when the
 * feed keeps a quiet answer alive, then the rendered answer, which a nonce'd style rule puts in place of
 * the raw text and the "writing…" / stop elements. A process shutting down ends it early, with the text so
 * far and the note that it was interrupted in place of the "writing…" / stop elements, so the document
 * closes (the rest of the page follows) instead of being cut off mid-answer.
 */
export async function* liveAnswerHtml({ nonce, renderFinal, interrupt, interrupted, ...source }: LiveHtmlOptions): AsyncGenerator<string> {
  const rawId = `live-raw-${source.answerId}`;
  yield `<div id="${rawId}" class="whitespace-pre-wrap break-words">`;
  let view: AnswerView = { parts: [], status: "pending" };
  let sent = "";
  let ended = false;
  for await (const event of answerFeed({ ...source, signal: AbortSignal.any([source.signal, interrupt]) })) {
    if (!event) {
      yield "<!-- -->";
      continue;
    }
    view = applyEvent(view, event);
    const text = textOf(view.parts);
    if (text.startsWith(sent) && text.length > sent.length) {
      yield escapeMarkup(text.slice(sent.length));
      sent = text;
    }
    ended = event.type === "finish" || event.type === "abort";
  }
  yield "</div>";
  if (!ended) {
    // The reader is still there, but this process is stopping: the note takes the place of "writing…" and Stop.
    if (interrupt.aborted && !source.signal.aborted) {
      const hide = `<style nonce="${escapeMarkup(nonce)}">[${LIVE_ATTRIBUTE}-only]{display:none}</style>`;
      yield `${hide}<p role="alert" class="text-sm font-medium text-danger">${escapeMarkup(interrupted)}</p>`;
    }
    return;
  }
  // One piece, so the raw text is never hidden before the finished answer is there to replace it.
  const final = await renderFinal(view);
  yield `<style nonce="${escapeMarkup(nonce)}">#${rawId},[${LIVE_ATTRIBUTE}-only]{display:none}</style><div data-live-final="">${final}</div>`;
}
