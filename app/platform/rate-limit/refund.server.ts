import { getEnv } from "#app/config/env.server";
import { getAdminClient } from "#app/platform/supabase/admin.server";
import { BackendError } from "#app/platform/supabase/backend-error";
import { ruleCounterKey } from "./rule-key";
import type { RuleName } from "./rules";

/** One use a rule counted, as the server that counted it knows it: enough to give exactly that use back. */
export interface CountedUse {
  subject: string;
  /** The limit the caller gave when it was counted. */
  limit: number;
  /** performance.now() when the count was confirmed: a monotonic clock, so no clock of another host is compared. */
  countedAt: number;
}

/**
 * Gives back one use of a rule (a plan's quota, a successful sign-in) in Postgres (refund_rate_limit), at most once
 * per `refundId` and only into the window it was counted in. Only the server calls this, for a use it counted
 * itself; the function is granted to the service role alone. Answers whether a use was given back.
 */
export async function refundRateLimit(ruleName: RuleName, use: CountedUse, refundId: string): Promise<boolean> {
  const env = getEnv();
  const rule = env.rateLimits[ruleName];
  const { data, error } = await getAdminClient().rpc("refund_rate_limit", {
    refund_id: refundId,
    key: ruleCounterKey(ruleName, rule, use.subject, env.SESSION_SECRET),
    window_seconds: Math.ceil(rule.windowMs / 1000),
    max: use.limit,
    counted_ms_ago: Math.max(0, Math.round(performance.now() - use.countedAt)),
  });
  if (error) throw new BackendError("unavailable:rate-limit", error);
  return data === true;
}
