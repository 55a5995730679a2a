import type { RequestHandler } from "express";

const ALLOWED = "GET, HEAD, POST";

/**
 * The app answers GET, HEAD and POST (forms post; nothing is cross-origin, so there are no preflights). Other
 * methods reached React Router, which refused them before the request's context existed, so OPTIONS from monitors
 * and scanners, or TRACE, answered 500 and logged a stack each time.
 */
export function knownMethods(): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "POST") return next();
    res.set("Allow", ALLOWED);
    if (req.method === "OPTIONS") res.status(204).end();
    else res.status(405).type("text/plain").send("Method not allowed");
  };
}
