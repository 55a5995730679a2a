import { logger } from "#app/platform/log/logger.server";
import { BackendError } from "#app/platform/supabase/backend-error";
import { ruleCounterKey } from "./rule-key";
import type { CallerLimitRule, ResolvedRules, RuleName } from "./rules";
import { MemoryRateLimitStore, type RateLimitStore } from "./store";

type RateLimitResult = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number };
type FixedRule = Exclude<RuleName, CallerLimitRule>;

export interface RateLimiter {
  /**
   * Counts an attempt against `rule` for `subject` (an IP, a normalised e-mail, a user id). When the
   * counter cannot be kept, the rule's `whenUnavailable` decides: let it through, or throw BackendError.
   */
  consume(rule: FixedRule, subject: string): Promise<RateLimitResult>;
  /** The same for a rule whose limit a setting of the caller's decides (a plan's quota, the bot check's free attempts). */
  consume(rule: CallerLimitRule, subject: string, limit: number): Promise<RateLimitResult>;
  /**
   * Counts one attempt against several rules in order and stops at the first that refuses: an IP that
   * is already blocked does not also fill the store with counters for every address it tries.
   */
  consumeAll(checks: readonly (readonly [FixedRule, string])[]): Promise<RateLimitResult>;
}

/**
 * Fixed windows (one row per key, one atomic statement per hit): a burst at a window's edge may get up to
 * twice the limit, which these limits tolerate, in exchange for the cheapest shared counter there is.
 */
export function createRateLimiter(options: {
  rules: ResolvedRules;
  /** SESSION_SECRET: the counters' keys are HMACs of the subjects (counter-key.ts). */
  secret: string;
  store?: RateLimitStore;
  now?: () => number;
}): RateLimiter {
  const store = options.store ?? new MemoryRateLimitStore();
  const now = options.now ?? Date.now;
  const limiter: RateLimiter = {
    async consume(ruleName: RuleName, subject: string, given?: number) {
      const rule = options.rules[ruleName];
      const limit = rule.limit ?? given;
      if (limit === undefined) throw new Error(`rate limit ${ruleName}: the caller must give the limit`);
      const at = now();
      let counted;
      try {
        // The key a refund gives back to (refund.server.ts) is made by the same function.
        const key = ruleCounterKey(ruleName, rule, subject, options.secret);
        counted = await store.consume(key, rule.windowMs, limit, at);
      } catch (error) {
        if (rule.whenUnavailable === "refuse") throw new BackendError("unavailable:rate-limit", error);
        logger.error({ err: error, rule: ruleName }, "rate limit: the counter is unavailable, letting the request through");
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
