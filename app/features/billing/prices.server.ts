import { getEnv } from "#app/config/env.server";
import type { BillingInterval } from "./plans";
import { getStripe } from "./stripe.server";
import { logger } from "#app/platform/log/logger.server";

export interface PlanPrice {
  interval: BillingInterval;
  lookupKey: string;
  priceId: string;
  unitAmount: number;
  currency: string;
}

export type PlanPrices = { ok: true; month: PlanPrice; year: PlanPrice } | { ok: false };

// Prices change rarely and only in Stripe's dashboard; five minutes keeps every page view from calling
// Stripe. A failure is remembered briefly, so an outage does not make every visitor wait for a timeout.
const TTL_MS = 5 * 60_000;
const FAILURE_TTL_MS = 30_000;
/**
 * How long a page that only shows prices (/pricing, the terms) waits for them: after that it renders saying
 * they are unavailable (the terms point to the order page), while the read goes on and is cached.
 */
export const PRICE_WAIT_MS = 1500;

let cached: { value: PlanPrices; expires: number } | undefined;
let reading: Promise<PlanPrices> | undefined;

/**
 * The two Plus prices, read from Stripe by lookup key (per process, with a TTL). Callers that come while a
 * read is under way wait for that one: a stalled Stripe otherwise got one call per visitor, each held up to
 * the SDK's three tries of 10 s.
 */
export function getPlanPrices(now = Date.now()): Promise<PlanPrices> {
  if (cached && cached.expires > now) return Promise.resolve(cached.value);
  reading ??= fetchPrices()
    .then((value) => {
      cached = { value, expires: now + (value.ok ? TTL_MS : FAILURE_TTL_MS) };
      return value;
    })
    .finally(() => (reading = undefined));
  return reading;
}

async function fetchPrices(): Promise<PlanPrices> {
  const stripe = getStripe();
  if (!stripe) return { ok: false };
  const env = getEnv();
  const keys = { month: env.STRIPE_PRICE_MONTHLY_LOOKUP_KEY, year: env.STRIPE_PRICE_YEARLY_LOOKUP_KEY };
  try {
    const { data } = await stripe.prices.list({ lookup_keys: [keys.month, keys.year], active: true, limit: 10 });
    const pick = (interval: BillingInterval): PlanPrice | null => {
      const price = data.find((entry) => entry.lookup_key === keys[interval]);
      if (!price || price.unit_amount === null || price.recurring?.interval !== interval) return null;
      return { interval, lookupKey: keys[interval], priceId: price.id, unitAmount: price.unit_amount, currency: price.currency };
    };
    const month = pick("month");
    const year = pick("year");
    if (!month || !year) {
      logger.error({ lookupKeys: [keys.month, keys.year] }, "billing: Stripe has no active recurring prices for the lookup keys");
      return { ok: false };
    }
    return { ok: true, month, year };
  } catch (error) {
    logger.error({ err: error }, "billing: could not read prices from Stripe");
    return { ok: false };
  }
}
