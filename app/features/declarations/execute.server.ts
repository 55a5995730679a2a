import { cancellationEnd } from "#app/features/billing/cancel-date";
import type { MatchedContract } from "#app/features/billing/contract-match.server";
import { scheduledEnd } from "#app/features/billing/entitlements";
import { requireStripe } from "#app/features/billing/stripe.server";
import { syncSubscription } from "#app/features/billing/sync.server";
import { withdrawalPeriodEnd, withinWithdrawalPeriod } from "./withdrawal-period";

/**
 * Ends the subscription at Stripe at the period end, or at the later wished date. An extraordinary
 * cancellation is scheduled the same way at the least (an unfounded one counts as ordinary); the operator
 * reviews its reason and may end the contract earlier. An annual plan's schedule is released first, since
 * Stripe changes a scheduled subscription only through its schedule. Idempotent: a retry repeats the same call.
 */
export async function endAtStripe(match: MatchedContract, wishedDate: string | null): Promise<string> {
  const sub = match.subscription;
  const periodEnd = scheduledEnd(sub) ?? sub.current_period_end ?? sub.trial_end ?? new Date().toISOString();
  const { endsAt, atPeriodEnd } = cancellationEnd(periodEnd, wishedDate);
  const stripe = requireStripe();
  const current = await stripe.subscriptions.retrieve(sub.id);
  if (current.schedule) await stripe.subscriptionSchedules.release(typeof current.schedule === "string" ? current.schedule : current.schedule.id);
  await stripe.subscriptions.update(sub.id, atPeriodEnd ? { cancel_at_period_end: true } : { cancel_at: Math.floor(Date.parse(endsAt) / 1000) }, {
    idempotencyKey: `cancel-${sub.id}-${endsAt}`,
  });
  await syncSubscription(sub.id);
  return endsAt;
}

export type WithdrawalResult = { outcome: "withdrawn" } | { outcome: "period_over"; periodEnd: string; endsAt: string };

/**
 * A withdrawal takes effect on receipt (§ 355 (1) BGB), so the period is measured to the time it was
 * received, not to the owner's confirmation. In time: the subscription ends now; the refund is the
 * operator's (told by the notice). Too late: treated as a cancellation to the next possible date.
 */
export async function withdrawAtStripe(match: MatchedContract, receivedAt: string): Promise<WithdrawalResult> {
  const concluded = new Date(match.subscription.created_at);
  if (!withinWithdrawalPeriod(concluded, new Date(receivedAt))) {
    const endsAt = await endAtStripe(match, null);
    return { outcome: "period_over", periodEnd: withdrawalPeriodEnd(concluded).toISOString(), endsAt };
  }
  if (match.subscription.status !== "canceled") {
    await requireStripe().subscriptions.cancel(match.subscription.id, {}, { idempotencyKey: `withdraw-${match.subscription.id}` });
    await syncSubscription(match.subscription.id);
  }
  return { outcome: "withdrawn" };
}
