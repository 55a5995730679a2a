import { counterKey } from "./counter-key";
import type { ResolvedRules, RuleName } from "./rules";

/**
 * The counter a rule keeps for a subject: what the limiter counts under and a refund gives back to (both pass
 * SESSION_SECRET, so they name the same counter). A limit the caller gives comes from a setting that may
 * change, so it stays out of the key and the count carries over.
 */
export function ruleCounterKey(ruleName: RuleName, rule: ResolvedRules[RuleName], subject: string, secret: string): string {
  return counterKey(
    {
      name: ruleName,
      limit: rule.limit ?? undefined,
      windowSeconds: Math.ceil(rule.windowMs / 1000),
      subject,
      kind: rule.subject,
    },
    secret,
  );
}
