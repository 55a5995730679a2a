import type { i18n as I18n } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouterContextProvider } from "react-router";
import { getRequestInfo } from "#app/lib/request-context";
import { streamIntoDocument } from "#app/platform/document-stream/document-stream.server";
import { getRenderInstance } from "#app/platform/i18n/i18next.server";
import { localeFromPath } from "#app/platform/i18n/locales";
import { detachedUserClient } from "#app/platform/supabase/detached-client.server";
import type { AnswerView } from "./feed";
import { trackLiveDocument } from "./live-documents.server";
import { liveAnswerHtml, type LiveAnswerRef } from "./live-html.server";
import { AnswerControls } from "./ui/controls";
import { LIVE_ATTRIBUTE } from "./ui/live-marker";
import { AnswerBody } from "./ui/message-item";

/**
 * Registers the answer still being written for this request's document (app/platform/document-stream):
 * its text streams into the answer's empty container as it is stored, then the finished answer with the
 * page's own controls. Browsers render a chunked document progressively without any script; with
 * JavaScript, hydration starts after the answer, and the page's answer feed takes over from there.
 * `model` is the one the page's own regenerate form offers.
 */
export async function streamLiveAnswer(context: Readonly<RouterContextProvider>, request: Request, live: LiveAnswerRef & { model: string }) {
  // Read for longer than the response's headers take, so with a client that never refreshes the session.
  const client = await detachedUserClient(context);
  if (!client) return;
  const { nonce } = getRequestInfo(context);
  const i18n = getRenderInstance(context);
  const locale = localeFromPath(new URL(request.url).pathname);
  streamIntoDocument(context, {
    insertAfter: `<div ${LIVE_ATTRIBUTE}="">`,
    content: (signal) =>
      trackLiveDocument((interrupt) =>
        liveAnswerHtml({
          client,
          userId: live.userId,
          answerId: live.answerId,
          signal,
          nonce,
          renderFinal: (view) => renderFinal(request, i18n, view, live.model),
          interrupt,
          interrupted: i18n.getFixedT(locale, "chat")("message.interrupted"),
        }),
      ),
  });
}

/**
 * The finished answer and its controls, the same components the page renders, under a router of their own
 * at the page's address, so the controls' forms post where the page's do.
 */
async function renderFinal(request: Request, i18n: I18n, view: AnswerView, model: string): Promise<string> {
  const locale = localeFromPath(new URL(request.url).pathname);
  const element = (
    <I18nextProvider i18n={i18n}>
      <AnswerBody parts={view.parts} status={view.status} locale={locale} />
      <AnswerControls active={false} canRegenerate failed={view.status === "failed"} model={model} />
    </I18nextProvider>
  );
  const handler = createStaticHandler([{ path: "*", element }]);
  const context = await handler.query(new Request(request.url));
  if (context instanceof Response) throw new Error("the answer's static route answered a response");
  return renderToStaticMarkup(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
}
