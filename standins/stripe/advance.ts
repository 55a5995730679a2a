import type { StandInContext } from "./context";
import { createInvoice, markPaid } from "./invoices";
import { detachSchedule } from "./schedules";
import { invalid, nowSeconds, type StripeObject } from "./store";
import { endSubscription, firstItem, nextPeriodEnd, planOf, shiftTimeline, updatedEvent } from "./subscriptions";

/**
 * Runs the subscription's next billing boundary now (control API, like advancing a test clock):
 * - trialing: the trial ends, the first period is charged → active + invoice.paid (or past_due + invoice.payment_failed);
 * - active: the period renews and is charged; a due cancellation ends it instead (customer.subscription.deleted);
 *   a schedule whose phase ends here moves it to the next phase's price, or releases/cancels after the last;
 * - past_due: the open invoice is retried and paid → active.
 */
export function advanceSubscription(ctx: StandInContext, subscription: StripeObject, options: { failPayment?: boolean } = {}): StripeObject[] {
  if (subscription.status === "canceled") throw invalid("This subscription is canceled; there is nothing to advance.");
  const before = structuredClone(subscription);
  if (subscription.status === "past_due") {
    const invoice = ctx.store.get("invoice", subscription.latest_invoice);
    markPaid(invoice);
    subscription.status = "active";
    return [ctx.hooks.emit("invoice.paid", invoice), updatedEvent(ctx, before, subscription)];
  }
  const item = firstItem(subscription);
  const boundary: number = subscription.status === "trialing" ? subscription.trial_end : item.current_period_end;
  // One instant for the whole boundary: after the shift the boundary is exactly `now`.
  const now = nowSeconds();
  shiftTimeline(ctx, subscription, boundary - now);
  if (subscription.cancel_at !== null && subscription.cancel_at <= now) return [endSubscription(ctx, subscription)];

  const events: StripeObject[] = [];
  if (subscription.schedule) {
    const outcome = enterNextPhase(ctx, subscription, now);
    if (outcome === "cancel") return [endSubscription(ctx, subscription)];
    if (outcome === "release") events.push(detachSchedule(ctx, ctx.store.get("subscription_schedule", subscription.schedule)));
  }
  const price = firstItem(subscription).price;
  item.current_period_start = now;
  item.current_period_end = nextPeriodEnd(ctx, subscription, now, price);
  if (subscription.status === "trialing") subscription.status = "active";
  const fail = options.failPayment === true || ctx.store.failNextPayment.delete(subscription.id);
  const invoice = createInvoice(ctx, {
    subscription,
    reason: "subscription_cycle",
    periodStart: now,
    periodEnd: item.current_period_end,
    paid: !fail,
  });
  subscription.latest_invoice = invoice.id;
  if (fail) subscription.status = "past_due";
  events.push(updatedEvent(ctx, before, subscription));
  events.push(ctx.hooks.emit(fail ? "invoice.payment_failed" : "invoice.paid", invoice));
  return events;
}

/** At a phase boundary: the next phase's price, or what the schedule does after its last phase. */
function enterNextPhase(ctx: StandInContext, subscription: StripeObject, now: number): "continue" | "release" | "cancel" {
  const schedule = ctx.store.get("subscription_schedule", subscription.schedule);
  const next = schedule.phases.find((phase: StripeObject) => phase.start_date <= now && now < phase.end_date);
  if (!next) return schedule.end_behavior === "cancel" ? "cancel" : "release";
  schedule.current_phase = { start_date: next.start_date, end_date: next.end_date };
  const item = firstItem(subscription);
  const phaseItem = next.items[0];
  if (phaseItem.price !== item.price.id) {
    const price = ctx.store.get("price", phaseItem.price);
    // A new billing interval restarts the billing cycle at the phase start, as Stripe does.
    if (price.recurring.interval !== item.price.recurring.interval) subscription.billing_cycle_anchor = now;
    item.price = structuredClone(price);
    item.plan = planOf(price);
  }
  item.quantity = phaseItem.quantity ?? item.quantity;
  return "continue";
}
