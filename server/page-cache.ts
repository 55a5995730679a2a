import type { RequestHandler } from "express";
import { routerUrl } from "./router-path";
import { isPersonal, pageCacheKey, type PageCache } from "#app/platform/page-cache/page-cache.server";
import { visitorChoices } from "#app/platform/page-cache/visitor-choices.server";

/**
 * Answers a request from the page cache when entry.server stored the page for a request like this one
 * (same page, same choices), with this response's own CSP nonce; everything else goes on to React Router.
 * `pageCookies`: further cookies opted-in pages read (`publicPageCookies`).
 */
export function servePageCache(cache: PageCache, pageCookies: readonly string[]): RequestHandler {
  return async (req, res, next) => {
    // Data requests (.data), files and anything but GET are never stored.
    if (req.method !== "GET" || req.path.includes(".")) return next();
    const url = routerUrl(req.originalUrl);
    if (!url) return next();
    const cookie = req.get("cookie") ?? null;
    const key = pageCacheKey(
      {
        method: req.method,
        pathAndQuery: url.pathname + url.search,
        cookie,
        // Signed-in requests are never cached: their cookies are not worth reading here.
        choices: isPersonal(cookie) ? null : await visitorChoices(cookie, pageCookies),
        acceptLanguage: req.get("accept-language") ?? null,
        userAgent: req.get("user-agent") ?? null,
      },
      new Date(),
    );
    // Every browser accepts gzip: its hits are sent as kept compressed, with no compression work per response.
    const page = key ? cache.serve(key, String(res.locals.cspNonce), req.acceptsEncodings("gzip") === "gzip" ? "gzip" : "identity") : null;
    if (!page) {
      // entry.server stores the rendered page under this same key if the page turns out to be public.
      res.locals.pageCacheKey = key;
      return next();
    }
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.vary("Accept-Encoding");
    // The compression middleware leaves a response alone that already names its encoding.
    if (page.encoding === "gzip") res.setHeader("Content-Encoding", "gzip");
    res.setHeader("X-Page-Cache", "hit");
    res.setHeader("Content-Length", page.length);
    res.status(200);
    // The stored pieces and the nonce are written as they are, without copying the page into a new buffer.
    for (const chunk of page.chunks) res.write(chunk);
    res.end();
  };
}
