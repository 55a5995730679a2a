import Stripe from "stripe";
import { getEnv } from "#app/config/env.server";
import { BackendError } from "#app/platform/supabase/backend-error";

let client: Stripe | null | undefined;

/**
 * The official SDK, once per process. STRIPE_API_URL points it at the local stand-in by host, port and
 * protocol (refused on a public APP_URL by env.server.ts). Null when no key is configured: callers show
 * "ordering is unavailable" instead of failing.
 */
export function getStripe(): Stripe | null {
  if (client !== undefined) return client;
  const env = getEnv();
  if (!env.STRIPE_SECRET_KEY) return (client = null);
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null;
  const protocol = api?.protocol === "http:" ? "http" : "https";
  client = new Stripe(env.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    ...(api ? { host: api.hostname, port: api.port || (protocol === "http" ? 80 : 443), protocol } : {}),
  });
  return client;
}

/**
 * Which Stripe this instance acts for (the API's origin): declarations are carried out only by instances
 * that talk to the Stripe they were recorded against (one in production; one per stand-in in tests).
 */
export function stripeApiOrigin(): string {
  const url = getEnv().STRIPE_API_URL;
  return url ? new URL(url).origin : "https://api.stripe.com";
}

/** Stripe does not know the object (gone since, or from another account or mode): there is nothing there to act on. */
export const missingAtStripe = (error: unknown) => error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing";

export function requireStripe(): Stripe {
  const stripe = getStripe();
  if (!stripe) throw new BackendError("unavailable:stripe", new Error("STRIPE_SECRET_KEY is not configured"));
  return stripe;
}
