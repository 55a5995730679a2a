import { resolveRules, type Rule, type RuleName } from "./rules";
import { MemoryRateLimitStore, type RateLimitStore } from "./store";

export type RateLimitResult = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts an attempt against `rule` for `subject` (an IP, a normalised e-mail, a user id). */
  consume(rule: RuleName, subject: string): Promise<RateLimitResult>;
}

export function createRateLimiter(options: {
  rules: Record<RuleName, Rule>;
  store?: RateLimitStore;
  now?: () => number;
}): RateLimiter {
  const store = options.store ?? new MemoryRateLimitStore();
  const now = options.now ?? Date.now;
  return {
    async consume(ruleName, subject) {
      const rule = options.rules[ruleName];
      const at = now();
      const { count, resetAt } = await store.hit(`${ruleName}:${subject.toLowerCase()}`, rule.windowMs, at);
      if (count > rule.limit) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - at) / 1000)) };
      return { ok: true, remaining: rule.limit - count };
    },
  };
}

let shared: RateLimiter | undefined;

/** The process-wide limiter the routes use, configured from the environment once. */
export function getRateLimiter(): RateLimiter {
  shared ??= createRateLimiter({ rules: resolveRules(process.env) });
  return shared;
}
