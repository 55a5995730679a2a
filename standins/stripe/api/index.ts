import { createHash } from "node:crypto";
import type { StandInContext } from "../context";
import { list, parseParams } from "../form";
import { API_VERSION } from "../catalog";
import { expand, randomId, StripeApiError, type StripeObject } from "../store";
import { catalogRoutes } from "./catalog";
import { checkoutRoutes } from "./checkout";
import { customerRoutes } from "./customers";
import { invoiceRoutes } from "./invoices";
import { subscriptionRoutes } from "./subscriptions";
import type { ApiRoute } from "./types";

const routes: ApiRoute[] = [...catalogRoutes, ...customerRoutes, ...checkoutRoutes, ...subscriptionRoutes, ...invoiceRoutes];

export type ApiAnswer = { status: number; body: StripeObject; headers: Record<string, string> };
type Stored = { fingerprint: string; answer: ApiAnswer };

/**
 * Stripe's /v1 API: a secret test key as Bearer token, form-encoded parameters (body for POST, query for
 * GET and DELETE), `expand[]`, and Idempotency-Key: the same key with the same request replays the first
 * answer (Idempotent-Replayed: true); with other parameters it is refused, as Stripe does.
 */
export function createApi(ctx: StandInContext) {
  const idempotent = new Map<string, Stored>();

  return function handleApi(method: string, url: URL, headers: Record<string, string | string[] | undefined>, body: string): ApiAnswer {
    const key = typeof headers["idempotency-key"] === "string" ? headers["idempotency-key"] : undefined;
    const fingerprint = createHash("sha256").update(`${method} ${url.pathname}?${url.search}\n${body}`).digest("hex");
    const replay = method === "POST" && key ? idempotent.get(key) : undefined;
    if (replay) {
      if (replay.fingerprint !== fingerprint) {
        return errorAnswer(
          new StripeApiError(
            400,
            "idempotency_error",
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          ),
        );
      }
      return { ...replay.answer, headers: { ...replay.answer.headers, "idempotent-replayed": "true" } };
    }
    const answer = answerFor(ctx, method, url, headers, body);
    if (method === "POST" && key && answer.status < 500) {
      idempotent.set(key, { fingerprint, answer: { ...answer, headers: { ...answer.headers, "idempotency-key": key } } });
      answer.headers["idempotency-key"] = key;
    }
    return answer;
  };
}

function answerFor(ctx: StandInContext, method: string, url: URL, headers: Record<string, string | string[] | undefined>, body: string): ApiAnswer {
  try {
    authenticate(headers.authorization);
    const params = { ...parseParams(url.search.slice(1)), ...(method === "POST" ? parseParams(body) : {}) };
    for (const route of routes) {
      if (route.method !== method) continue;
      const match = route.pattern.exec(url.pathname);
      if (!match) continue;
      const result = route.handler(ctx, { params, path: match.slice(1), url: url.pathname });
      return { status: 200, body: expand(ctx.store, result, list(params, "expand")), headers: baseHeaders() };
    }
    throw new StripeApiError(
      404,
      "invalid_request_error",
      `Unrecognized request URL (${method}: ${url.pathname}). The local Stripe stand-in implements only what Kolleague calls; see standins/stripe/README.md.`,
    );
  } catch (error) {
    if (error instanceof StripeApiError) return errorAnswer(error);
    throw error;
  }
}

/** `Authorization: Bearer sk_test_…` (the SDK) or Basic with the key as user name (`curl -u sk_test_…:`). */
function authenticate(header: string | string[] | undefined): void {
  const value = typeof header === "string" ? header : "";
  const token = value.startsWith("Bearer ")
    ? value.slice(7)
    : value.startsWith("Basic ")
      ? (Buffer.from(value.slice(6), "base64").toString("utf8").split(":")[0] ?? "")
      : "";
  if (!token) {
    throw new StripeApiError(401, "invalid_request_error", "You did not provide an API key. Set it as a Bearer token in the Authorization header.");
  }
  if (!/^(sk|rk)_test_/.test(token)) {
    throw new StripeApiError(401, "invalid_request_error", "The local Stripe stand-in accepts test-mode secret keys only (sk_test_…).");
  }
}

const baseHeaders = (): Record<string, string> => ({ "request-id": randomId("req", 14), "stripe-version": API_VERSION });

function errorAnswer(error: StripeApiError): ApiAnswer {
  return { status: error.status, body: error.toJSON(), headers: baseHeaders() };
}
