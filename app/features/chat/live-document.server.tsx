import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import type { i18n as I18n } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import type { EntryContext } from "react-router";
import { buttonClass } from "#app/components/forms";
import { localeFromPath } from "#app/platform/i18n/locales";
import type { AppSupabaseClient } from "#app/platform/supabase/client.server";
import { liveAnswerHtml, type LiveAnswerRef } from "./live-html.server";
import { continuingModel, type ModelOption } from "./models";
import { LIVE_ATTRIBUTE } from "./ui/live-marker";
import { AnswerBody } from "./ui/message-item";
import { escapeMarkup } from "#app/lib/escape-markup";

const MARKER = `${LIVE_ATTRIBUTE}=""></div>`;
const INSERT_AT = MARKER.length - "</div>".length;

/** The conversation loader's `chatLive` when this document shows an answer still being written. */
export function findLiveAnswer(context: EntryContext): (LiveAnswerRef & { model: string }) | null {
  for (const value of Object.values(context.staticHandlerContext.loaderData ?? {})) {
    const page = value as { chatLive?: LiveAnswerRef | null; chat?: { model: string }; models?: ModelOption[]; defaultModel?: string } | null;
    const live = page?.chatLive;
    // The same model the page's own form would offer: after a downgrade, not one the user may no longer use.
    if (page && live?.answerId) return { ...live, model: continuingModel(page.chat?.model ?? "", page.models ?? [], page.defaultModel ?? "") };
  }
  return null;
}

/**
 * Passes React's HTML through until the live answer's empty container, streams the answer into it as it
 * is written (liveAnswerHtml), then passes the rest of the document. Browsers render a chunked document
 * progressively without any script; with JavaScript, hydration simply waits for the answer to finish.
 */
export function liveDocumentTransform(options: {
  request: Request;
  /** Reads the answer's rows as the user (see detachedUserClient). */
  client: AppSupabaseClient;
  i18n: I18n;
  nonce: string;
  live: LiveAnswerRef & { model: string };
}): Transform {
  const { request, client, i18n, nonce, live } = options;
  const locale = localeFromPath(new URL(request.url).pathname);
  const abort = new AbortController();
  request.signal.addEventListener("abort", () => abort.abort());
  const renderFinal: Parameters<typeof liveAnswerHtml>[0]["renderFinal"] = (parts, status) => {
    const body = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <AnswerBody parts={parts} status={status} locale={locale} />
      </I18nextProvider>,
    );
    const t = i18n.getFixedT(locale, "chat");
    const again = status === "failed" ? t("message.retry") : t("message.regenerate");
    // The page's own regenerate form was not rendered (the answer was still being written then).
    const form = `<form method="post" class="mt-2"><input type="hidden" name="intent" value="regenerate"><input type="hidden" name="model" value="${escapeMarkup(live.model)}"><button type="submit" class="${buttonClass.secondary}">${escapeMarkup(again)}</button></form>`;
    return body + form;
  };
  let pending = "";
  let done = false;
  // A chunk may end inside a multi-byte character; the decoder holds such bytes back for the next one.
  const decoder = new StringDecoder("utf8");
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, decoder.write(chunk));
      pending += decoder.write(chunk);
      const at = pending.indexOf(MARKER);
      if (at < 0) {
        // Keep a tail that could be the start of a marker split across chunks.
        let cut = pending.length - Math.min(pending.length, MARKER.length - 1);
        // Never between the two halves of a surrogate pair (an emoji): each half alone encodes as U+FFFD.
        if (/[\uD800-\uDBFF]/.test(pending.charAt(cut - 1))) cut -= 1;
        const out = pending.slice(0, cut);
        pending = pending.slice(cut);
        return callback(null, out);
      }
      done = true;
      const head = pending.slice(0, at + INSERT_AT);
      const rest = pending.slice(at + INSERT_AT);
      pending = "";
      this.push(head);
      void (async () => {
        try {
          for await (const html of liveAnswerHtml({ client, live, nonce, renderFinal, signal: abort.signal })) this.push(html);
        } catch (error) {
          console.error(JSON.stringify({ msg: "chat: live answer stream failed", error: String(error) }));
        }
        callback(null, rest);
      })();
    },
    flush(callback) {
      callback(null, pending + decoder.end());
    },
  });
}
