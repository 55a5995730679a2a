import { consumeRateLimit } from "./counter.server";
import type { Consumed, RateLimitStore } from "./store";

/** Counts in Postgres through consume_rate_limit (one atomic statement per hit), shared by every instance. */
export class PostgresRateLimitStore implements RateLimitStore {
  async consume(key: string, windowMs: number, limit: number): Promise<Consumed> {
    const counted = await consumeRateLimit(key, Math.ceil(windowMs / 1000), limit);
    return { allowed: counted.allowed, remaining: counted.remaining, resetAt: counted.resetAt.getTime() };
  }
}
