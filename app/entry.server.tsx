import { Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { type EntryContext, type HandleDataRequestFunction, type RouterContextProvider, ServerRouter } from "react-router";
import { documentStreamTransform, registeredDocumentStream } from "#app/platform/document-stream/document-stream.server";
import { logger } from "#app/platform/log/logger.server";
import { getRenderInstance } from "#app/platform/i18n/i18next.server";
import { isPublicPage } from "#app/platform/page-cache/page-cache.server";
import { hasSessionCookie } from "#app/platform/supabase/client.server";
import { NonceContext } from "#app/lib/nonce";
import { DocumentHtmlContext } from "#app/lib/document-html";
import { getRequestInfo } from "#app/lib/request-context";
import { initialCriticalCss } from "#app/components/layout/critical-css";
import stylesheetUrl from "./app.css?url";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce, pageCache, documentHtml } = getRequestInfo(loadContext);
  const i18n = getRenderInstance(loadContext);
  // Crawlers and no-JS readers get the complete document at once; browsers get the shell streamed.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode;

  // HTML a route's loader streams into its own document while it is produced (the chat's answer being
  // written, readable without JavaScript).
  const live = registeredDocumentStream(loadContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let failed = false;
    // Cleared once the document is complete: a pending timer would keep the whole render alive for seconds.
    const deadline = setTimeout(() => abort(), streamTimeout + 1000);
    const respond = () => {
      shellRendered = true;
      // React writes the document in 2 KB pieces; one piece per tick is what travels on (and what the
      // compression middleware flushes), not thirty.
      const body = coalescePerTick();
      // A public page's complete HTML is kept so the next identical request is not rendered again.
      const keep = pageCache && !live && responseStatusCode === 200 && isPublicPage(routerContext) ? pageCache : null;
      const output = live
        ? body.pipe(documentStreamTransform(live, request.signal))
        : keep
          ? body.pipe(keepWhole((html) => failed || keep.cache.store(keep.key, html, nonce, responseHeaders)))
          : body;
      // A live answer must not be held back; a signed-in user's page must not be kept by any cache.
      if (live || hasSessionCookie(loadContext)) responseHeaders.set("Cache-Control", "no-store");
      if (live) responseHeaders.set("X-Accel-Buffering", "no");
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      // The stylesheet starts loading with the headers, in parallel with the HTML (see root.tsx).
      // A page whose first screen's CSS is inlined loads the sheet after its content, so no early preload.
      if (!initialCriticalCss(new URL(request.url).pathname)) responseHeaders.append("Link", `<${stylesheetUrl}>; rel=preload; as=style`);
      // The page depends on the theme, flash and locale cookies.
      responseHeaders.append("Vary", "Cookie");
      if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "private, no-cache");
      resolve(new Response(createReadableStreamFromReadable(output), { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <DocumentHtmlContext.Provider value={documentHtml}>
          <I18nextProvider i18n={i18n}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </I18nextProvider>
        </DocumentHtmlContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        onShellReady() {
          if (!waitForAll) respond();
        },
        onAllReady() {
          clearTimeout(deadline);
          if (waitForAll) respond();
        },
        onShellError(error: unknown) {
          clearTimeout(deadline);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          failed = true;
          if (shellRendered) logger.error({ err: error }, "render: the document failed after its shell was sent");
        },
      },
    );
  });
}

/**
 * A signed-in user's data (names, settings, saved figures, chats) must never sit in a browser's or a shared
 * cache, where the back button after sign-out or the next user of the device could see it: every data
 * response to a request with a session is no-store, like its documents (above).
 */
export const handleDataRequest: HandleDataRequestFunction = (response, { context }) => {
  if (hasSessionCookie(context as RouterContextProvider)) response.headers.set("Cache-Control", "no-store");
  return response;
};

/** Joins what is written within one tick of the event loop into one chunk, passed on at the next. */
function coalescePerTick(): Transform {
  let pending: Buffer[] = [];
  let scheduled = false;
  const stream: Transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(pass);
      }
      callback();
    },
    flush(callback) {
      pass();
      callback();
    },
  });
  function pass() {
    scheduled = false;
    if (pending.length === 0) return;
    const joined = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    pending = [];
    stream.push(joined);
  }
  return stream;
}

/** Passes the document through unchanged and hands the whole of it to `done` once it ended. */
function keepWhole(done: (html: Buffer) => void): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback(null, chunk);
    },
    flush(callback) {
      done(Buffer.concat(chunks));
      callback();
    },
  });
}
