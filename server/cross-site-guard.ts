import type { RequestHandler } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests sent from another site (CSRF), judged by the browser-set Origin and
 * Sec-Fetch-Site headers against APP_URL rather than Host, which a proxy may rewrite. Routes that prove
 * the sender by a signature (webhooks) are exempt; requests without these headers (curl, servers) go on
 * to the route's own checks.
 */
export function crossSiteGuard({ appOrigin, exemptPrefixes }: { appOrigin: string; exemptPrefixes: string[] }): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (exemptPrefixes.some((prefix) => req.path.startsWith(prefix))) return next();
    const origin = req.get("origin");
    const fetchSite = req.get("sec-fetch-site");
    const foreignOrigin = origin !== undefined && origin !== appOrigin;
    const foreignSite = fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none";
    if (foreignOrigin || (origin === undefined && foreignSite)) {
      res.status(403).type("text/plain").send("Forbidden: cross-site request refused / Anfrage von fremder Seite abgelehnt");
      return;
    }
    next();
  };
}
