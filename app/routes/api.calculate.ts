import { germanIsoDay } from "#app/lib/german-day";
import { calculate } from "#app/features/calculation/view/run";
import { getInstance } from "#app/platform/i18n/i18next.server";
import { isLocale, preferredLocale, type Locale } from "#app/platform/i18n/locales";
import { getRateLimiter } from "#app/platform/rate-limit/limiter.server";
import { readCappedBody } from "#app/lib/body.server";
import { getRequestInfo } from "#app/lib/request-context";
import type { Route } from "./+types/api.calculate";

/**
 * POST /api/calculate: the engine as JSON (documented in README.md, "JSON API"). Public and without a
 * session, so no Origin is needed; limited per IP. Input: the engine's field names; output: its result as
 * is. Problems answer `{ errors: { <field>: [message, …] } }` in the request's language (`?lang=de` or
 * Accept-Language), never a 500: 400 for invalid input or JSON, 413 for a body over 64 KB, 429 when limited.
 */
const NO_STORE = { "Cache-Control": "no-store" };

/** The largest JSON body the API reads: a full input is under 2 KB, so this only stops abuse. */
const MAX_BODY_BYTES = 64 * 1024;

function requestLocale(request: Request): Locale {
  const lang = new URL(request.url).searchParams.get("lang");
  if (isLocale(lang)) return lang;
  return preferredLocale(request.headers.get("Accept-Language")) ?? "en";
}

function errors(status: number, byField: Record<string, string[]>, headers: Record<string, string> = {}) {
  return Response.json({ errors: byField }, { status, headers: { ...NO_STORE, ...headers } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const t = getInstance(context).getFixedT(requestLocale(request), "calculator");
  if (request.method !== "POST") return errors(405, { request: ["POST only"] }, { Allow: "POST" });

  const limit = await getRateLimiter().consume("calculate.ip", getRequestInfo(context).clientIp);
  if (!limit.ok) {
    const seconds = limit.retryAfterSeconds;
    return errors(429, { request: [t("api.rateLimited", { count: seconds })] }, { "Retry-After": String(seconds) });
  }

  const body = await readCappedBody(request, MAX_BODY_BYTES);
  if (!body.ok) return errors(413, { body: [t("api.tooLarge")] });
  let raw: unknown;
  try {
    raw = JSON.parse(body.text);
  } catch {
    return errors(400, { body: [t("api.malformedJson")] });
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return errors(400, { body: [t("api.notAnObject")] });

  const outcome = calculate(raw as Record<string, unknown>, germanIsoDay(new Date()));
  if (!outcome.ok) {
    const translated = Object.fromEntries(Object.entries(outcome.errors).map(([field, keys]) => [field, keys.map((key) => t(key))]));
    return errors(400, translated);
  }
  return Response.json(outcome.result, { headers: NO_STORE });
}

/** Only POST calculates; a GET (a browser following a link) learns which method to use. */
export function loader() {
  return errors(405, { request: ["POST only"] }, { Allow: "POST" });
}
