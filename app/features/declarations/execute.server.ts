import type { MatchedContract } from "#app/features/billing/contract-match.server";
import { scheduledEnd } from "#app/features/billing/entitlements";
import { requireStripe } from "#app/features/billing/stripe.server";
import { syncSubscription } from "#app/features/billing/sync.server";
import { endAsOfReceipt } from "./end-as-of-receipt";
import { withdrawalPeriodEnd, withinWithdrawalPeriod } from "./withdrawal-period";

/** How a cancellation was carried out: the contract's end, and whether that end had already passed (ended at once). */
export interface CancellationResult {
  endsAt: string;
  endedAtOnce: boolean;
}

/**
 * Ends the subscription at Stripe at the next possible end as of receipt (`endAsOfReceipt`), or at the later
 * wished date. An extraordinary cancellation is scheduled the same way at the least (an unfounded one counts
 * as ordinary); the operator reviews its reason and may end the contract earlier. An annual plan's schedule
 * is released first, since Stripe changes a scheduled subscription only through its schedule; the webhook
 * rebuilds none for a subscription that is set to end or has ended.
 *
 * When that end has already passed (the period current at receipt is over, or the wished day is), the
 * subscription ends now, without proration or a final invoice: the contract ended on that day, and what was
 * charged for the time after it is refunded by the operator (`endedAtOnce`). Idempotent: a retry repeats
 * the same calls, and one after the subscription ended skips what is done.
 */
export async function endAtStripe(match: MatchedContract, wishedDate: string | null, receivedAt: string): Promise<CancellationResult> {
  const sub = match.subscription;
  const stripe = requireStripe();
  const current = await stripe.subscriptions.retrieve(sub.id);
  const item = current.items.data[0];
  const iso = (seconds: number | undefined) => (seconds === undefined ? null : new Date(seconds * 1000).toISOString());
  const { endsAt, atPeriodEnd, passed } = endAsOfReceipt({
    receivedAt,
    periodStart: iso(item?.current_period_start),
    // Stripe's own period end before the mirror's: a mirror a webhook behind would name a period already over.
    periodEnd: scheduledEnd(sub) ?? iso(item?.current_period_end) ?? sub.current_period_end ?? sub.trial_end ?? new Date().toISOString(),
    wished: wishedDate,
    now: new Date(),
  });
  if (current.schedule && current.status !== "canceled")
    await stripe.subscriptionSchedules.release(typeof current.schedule === "string" ? current.schedule : current.schedule.id);
  if (passed) {
    // Stripe refuses to cancel twice. A retry finds the subscription ended by an earlier attempt (after the end
    // as of receipt: ended at once) or by Stripe at the end an earlier attempt scheduled (nothing to refund).
    if (current.status === "canceled") {
      await syncSubscription(sub.id);
      return { endsAt, endedAtOnce: (current.ended_at ?? 0) * 1000 > Date.parse(endsAt) };
    }
    await stripe.subscriptions.cancel(sub.id, { invoice_now: false, prorate: false }, { idempotencyKey: `end-now-${sub.id}-${endsAt}` });
    await syncSubscription(sub.id);
    return { endsAt, endedAtOnce: true };
  }
  await stripe.subscriptions.update(sub.id, atPeriodEnd ? { cancel_at_period_end: true } : { cancel_at: Math.floor(Date.parse(endsAt) / 1000) }, {
    idempotencyKey: `cancel-${sub.id}-${endsAt}`,
  });
  await syncSubscription(sub.id);
  return { endsAt, endedAtOnce: false };
}

export type WithdrawalResult = { outcome: "withdrawn" } | ({ outcome: "period_over"; periodEnd: string } & CancellationResult);

/**
 * A withdrawal takes effect on receipt (§ 355 (1) BGB), so the period is measured to the time it was
 * received, not to the owner's confirmation. In time: the subscription ends now; the refund is the
 * operator's (told by the notice). Too late: treated as a cancellation to the next possible date as of receipt.
 */
export async function withdrawAtStripe(match: MatchedContract, receivedAt: string): Promise<WithdrawalResult> {
  const concluded = new Date(match.subscription.created_at);
  if (!withinWithdrawalPeriod(concluded, new Date(receivedAt))) {
    const ended = await endAtStripe(match, null, receivedAt);
    return { outcome: "period_over", periodEnd: withdrawalPeriodEnd(concluded).toISOString(), ...ended };
  }
  if (match.subscription.status !== "canceled") {
    await requireStripe().subscriptions.cancel(match.subscription.id, {}, { idempotencyKey: `withdraw-${match.subscription.id}` });
    await syncSubscription(match.subscription.id);
  }
  return { outcome: "withdrawn" };
}
