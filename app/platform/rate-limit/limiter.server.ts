import { getEnv } from "#app/config/env.server";
import { createRateLimiter, type RateLimiter } from "./limiter";
import { PostgresRateLimitStore } from "./postgres-store.server";

let shared: RateLimiter | undefined;

/** The one limiter: the rules as the environment set them (checked at start-up), counted in Postgres across all instances. */
export function getRateLimiter(): RateLimiter {
  const env = getEnv();
  shared ??= createRateLimiter({ rules: env.rateLimits, secret: env.SESSION_SECRET, store: new PostgresRateLimitStore() });
  return shared;
}
