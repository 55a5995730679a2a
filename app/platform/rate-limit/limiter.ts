import { counterKey } from "./counter-key";
import type { Rule, RuleName } from "./rules";
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

/**
 * Fixed windows (one row per key, one atomic statement per hit): a burst at a window's edge may get up to
 * twice the limit, which these limits tolerate, in exchange for the cheapest shared counter there is.
 */
export function createRateLimiter(options: { rules: Record<RuleName, Rule>; store?: RateLimitStore; now?: () => number }): RateLimiter {
  const store = options.store ?? new MemoryRateLimitStore();
  const now = options.now ?? Date.now;
  const limiter: RateLimiter = {
    async consume(ruleName, subject) {
      const rule = options.rules[ruleName];
      const at = now();
      let counted;
      try {
        const key = counterKey({
          name: ruleName,
          limit: rule.limit,
          windowSeconds: Math.ceil(rule.windowMs / 1000),
          subject,
          kind: ruleName.endsWith(".ip") ? "ip" : "text",
        });
        counted = await store.consume(key, rule.windowMs, rule.limit, at);
      } catch (error) {
        // Fail open: every limited action that needs the database fails on its own (and says so); the
        // rest (a calculation, a support mail) should not stop working because a counter could not be kept.
        console.error(
          `rate limit ${ruleName}: the counter is unavailable, letting the request through: ${error instanceof Error ? error.message : String(error)}`,
        );
        return { ok: true, remaining: 0 };
      }
      if (!counted.allowed) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((counted.resetAt - at) / 1000)) };
      return { ok: true, remaining: counted.remaining };
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
