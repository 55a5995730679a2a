import type { RequestHandler } from "express";

/**
 * Gives every request APP_URL's origin before React Router sees it. React Router builds the request's URL from the
 * protocol and Host this process sees, and refuses a form post whose Origin differs (its own cross-site check,
 * beside crossSiteGuard). Behind a TLS-terminating proxy the process sees http, and a proxy may rewrite Host
 * (nginx does by default), so every post was refused. The app serves one origin, APP_URL, and crossSiteGuard
 * already holds Origin to it.
 */
export function publicOrigin(appUrl: string): RequestHandler {
  const { protocol, host } = new URL(appUrl);
  const scheme = protocol.slice(0, -1);
  return (req, _res, next) => {
    // An own property in front of Express's getter, which reads the socket or X-Forwarded-Proto.
    Object.defineProperty(req, "protocol", { value: scheme });
    req.headers.host = host;
    delete req.headers["x-forwarded-host"];
    next();
  };
}
