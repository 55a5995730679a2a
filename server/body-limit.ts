import type { RequestHandler } from "express";
import en from "#app/locales/en/common.json";
import de from "#app/locales/de/common.json";
import { localeFromPath } from "#app/platform/i18n/locales";

export interface BodyLimitRule {
  /** Paths (with or without the /de prefix, and React Router's .data twin) the rule applies to. */
  pattern: RegExp;
  maxBytes: number;
  /** Whether a body without Content-Length may pass: only where the route caps its stream itself. */
  streamed?: boolean;
}

const KB = 1024;
/** Ordinary forms and JSON: far above any real submission, far below what would hurt the process. */
const DEFAULT_BODY_LIMIT = 64 * KB;

const BODY_LIMIT_RULES: readonly BodyLimitRule[] = [
  // The avatar upload streams its file and stops at 5 MB itself, answering with the profile page and its field
  // error. Up to this cap a browser's upload of a phone photo (6-12 MB, sent with its length) gets that page;
  // beyond it, this server's short 413.
  { pattern: /^(\/de)?\/my\/profile(\.data)?$/, maxBytes: 24 * KB * KB, streamed: true },
  // The chat's composer may carry a listing PDF (10 MB): the action streams it and stops at 10 MB itself,
  // keeping the question typed before it. Up to this cap a too-large file gets that page with the question;
  // beyond it, this server's short 413.
  { pattern: /^(\/de)?\/ai-chat(\/[0-9a-f-]{36})?(\.data)?$/i, maxBytes: 24 * KB * KB, streamed: true },
  // The JSON API and the mail hook read their bodies through their own capped reader and answer a 413
  // in their protocol (JSON), so the server only stops what is absurd for them.
  { pattern: /^\/(api|hooks)\//, maxBytes: 1024 * KB, streamed: true },
  // Payment events carry whole objects (subscriptions with items and invoices).
  { pattern: /^\/webhooks\//, maxBytes: 512 * KB },
];

const MESSAGES = { en: en.errors.tooLarge, de: de.errors.tooLarge };

/**
 * Caps request bodies before React Router reads them: a request that announces more than its route's
 * limit gets 413 at once, without a byte of the body being read; a body of unknown length (chunked) gets
 * 411 except where the route caps the stream itself. The answer is a short page in the URL's language,
 * and the connection is closed so the rest of an oversized body is never read.
 */
export function bodyLimit(rules: readonly BodyLimitRule[] = BODY_LIMIT_RULES): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const rule = rules.find((candidate) => candidate.pattern.test(req.path));
    const maxBytes = rule?.maxBytes ?? DEFAULT_BODY_LIMIT;
    const declared = req.headers["content-length"];
    if (declared === undefined) {
      if (req.headers["transfer-encoding"] === undefined || rule?.streamed) return next();
      return refuse(res, req.path, 411);
    }
    const length = Number(declared);
    if (!Number.isSafeInteger(length) || length < 0) return refuse(res, req.path, 400);
    if (length > maxBytes) return refuse(res, req.path, 413);
    next();
  };
}

function refuse(res: Parameters<RequestHandler>[1], path: string, status: 400 | 411 | 413) {
  const locale = localeFromPath(path);
  const text = MESSAGES[locale];
  res.setHeader("Connection", "close");
  res
    .status(status)
    .type("html")
    .send(
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${text.title}</title></head>` +
        `<body><main><h1>${text.title}</h1><p>${text.description}</p><p><a href="${locale === "de" ? "/de" : "/"}">${text.back}</a></p></main></body></html>`,
    );
}
