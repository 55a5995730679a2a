import type { RequestHandler } from "express";

/**
 * The URL as React Router reads it: @react-router/express appends `originalUrl` to an origin and parses that,
 * which resolves dot segments ("/api/%2e%2e/login" is "/login") and turns "\" into "/". Resolved against a
 * base instead, "//" would be a host and "//:" or "//[" would throw. Null when it does not parse.
 */
export function routerUrl(originalUrl: string): URL | null {
  try {
    return new URL(`http://router-path.invalid${originalUrl}`);
  } catch {
    return null;
  }
}

/**
 * Refuses a request whose path React Router would read as another path than the one the middlewares see.
 * The body caps, the cross-site check and the page cache decide on Express's raw path: "/api/%2e%2e/login"
 * came under the JSON API's rule (a chunked body of any size passes, the route caps its own), and React
 * Router then ran the sign-in action on all of it. Browsers resolve such paths before sending, so only a
 * crafted request is refused, before any of them reads a byte of its body.
 */
export function refuseAmbiguousPaths(): RequestHandler {
  return (req, res, next) => {
    const raw = req.originalUrl.split("?", 1)[0];
    if (routerUrl(req.originalUrl)?.pathname === raw) return next();
    res.setHeader("Connection", "close");
    res
      .status(400)
      .type("text/plain")
      .send("Bad request: the path is not in its plain form / Ungültige Anfrage: Der Pfad ist nicht in seiner einfachen Form");
  };
}
