import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import { logger, withRequestId } from "#app/platform/log/logger.server";
import { truncateIp } from "./truncate-ip";

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * One log line per request. The query string is dropped on purpose: calculator URLs carry a user's
 * financial figures, and referrers may carry tokens.
 */
export function requestLog(): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get("x-request-id");
    const id = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = id;
    res.setHeader("X-Request-Id", id);
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      logger[res.statusCode >= 500 ? "error" : "info"](
        {
          requestId: id,
          method: req.method,
          path: req.path,
          status: res.statusCode,
          ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
          ip: truncateIp(req.ip),
          ua: req.get("user-agent")?.slice(0, 200),
          referrer: req.get("referer")?.split("?")[0]?.slice(0, 200),
        },
        "request",
      );
    });
    // Every line logged while this request is handled (by any module) carries its id.
    withRequestId(id, next);
  };
}
