import { createRateLimiter, type RateLimiter } from "./limiter";
import { PostgresRateLimitStore } from "./postgres-store.server";
import { resolveRules } from "./rules";

let shared: RateLimiter | undefined;

/** The limiter the routes use: rules from the environment, counted in Postgres across all instances. */
export function getRateLimiter(): RateLimiter {
  shared ??= createRateLimiter({ rules: resolveRules(process.env), store: new PostgresRateLimitStore() });
  return shared;
}
