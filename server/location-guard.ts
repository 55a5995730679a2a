import type { RequestHandler } from "express";
import { safeLocation } from "#app/lib/safe-redirect";

/**
 * Checks every Location header just before the response head is written, whichever route, helper or
 * library set it. A path that some step turned protocol-relative ("//evil.example") is replaced by the
 * home page, so a redirect can never leave the site by accident (absolute URLs are built on purpose).
 */
export function locationGuard(): RequestHandler {
  return (_req, res, next) => {
    const writeHead = res.writeHead;
    res.writeHead = function guardedWriteHead(this: typeof res, ...args: Parameters<typeof writeHead>) {
      const location = this.getHeader("location");
      if (typeof location === "string") {
        const safe = safeLocation(location);
        if (safe !== location) this.setHeader("location", safe);
      }
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  };
}
