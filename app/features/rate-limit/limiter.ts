import { ipSubject } from "./ip-subject";
import { resolveRules, type Rule, type RuleName } from "./rules";
import { MemoryRateLimitStore, type RateLimitStore } from "./store";

type RateLimitResult = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts an attempt against `rule` for `subject` (an IP, a normalised e-mail, a user id). */
  consume(rule: RuleName, subject: string): Promise<RateLimitResult>;
  /**
   * Counts one attempt against several rules in order and stops at the first that refuses: an IP that
   * is already blocked does not also fill the store with counters for every address it tries.
   */
  consumeAll(checks: readonly (readonly [RuleName, string])[]): Promise<RateLimitResult>;
}

export function createRateLimiter(options: { rules: Record<RuleName, Rule>; store?: RateLimitStore; now?: () => number }): RateLimiter {
  const store = options.store ?? new MemoryRateLimitStore();
  const now = options.now ?? Date.now;
  const limiter: RateLimiter = {
    async consume(ruleName, subject) {
      const rule = options.rules[ruleName];
      const at = now();
      const key = ruleName.endsWith(".ip") ? ipSubject(subject) : subject.toLowerCase();
      const { count, resetAt } = await store.hit(`${ruleName}:${key}`, rule.windowMs, at);
      if (count > rule.limit) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - at) / 1000)) };
      return { ok: true, remaining: rule.limit - count };
    },
    async consumeAll(checks) {
      let remaining = Number.POSITIVE_INFINITY;
      for (const [ruleName, subject] of checks) {
        const result = await limiter.consume(ruleName, subject);
        if (!result.ok) return result;
        remaining = Math.min(remaining, result.remaining);
      }
      return { ok: true, remaining };
    },
  };
  return limiter;
}

let shared: RateLimiter | undefined;

/** The process-wide limiter the routes use, configured from the environment once. */
export function getRateLimiter(): RateLimiter {
  shared ??= createRateLimiter({ rules: resolveRules(process.env) });
  return shared;
}
