import type Stripe from "stripe";
import { getAdminClient } from "#app/platform/supabase/admin.server";
import { settleContractOfGoneAccount } from "./account-deletion.server";
import { userForCustomer } from "./customers.server";
import { getPlanPrices } from "./prices.server";
import { missingAtStripe, requireStripe } from "./stripe.server";
import { BackendError } from "#app/platform/supabase/backend-error";
import { logger } from "#app/platform/log/logger.server";

const iso = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000).toISOString() : null);

/**
 * Re-reads a subscription from Stripe and stores that state. Webhook payloads are never trusted for
 * state: Stripe may deliver "updated" before "created" or an old event late, and reading the current
 * object makes every order of delivery end in the same row.
 */
export async function syncSubscription(subscriptionId: string): Promise<Stripe.Subscription | null> {
  const stripe = requireStripe();
  let sub: Stripe.Subscription;
  try {
    sub = await stripe.subscriptions.retrieve(subscriptionId);
  } catch (error) {
    // Unknown at Stripe (a restarted local stand-in, another account's event): nothing to store, and
    // retrying would not help, so the event is acknowledged.
    if (missingAtStripe(error)) return null;
    throw error;
  }
  const customerId = typeof sub.customer === "string" ? sub.customer : sub.customer.id;
  const userId = sub.metadata?.user_id || (await userForCustomer(customerId));
  if (!userId) {
    logger.error({ subscriptionId: sub.id, customerId }, "billing: subscription belongs to no known user; not stored");
    return null;
  }
  const item = sub.items.data[0];
  const { error } = await getAdminClient()
    .from("subscriptions")
    .upsert(
      {
        id: sub.id,
        user_id: userId,
        stripe_customer_id: customerId,
        status: sub.status,
        price_lookup_key: item?.price.lookup_key ?? null,
        billing_interval: item?.price.recurring?.interval === "year" ? "year" : item?.price.recurring?.interval === "month" ? "month" : null,
        trial_end: iso(sub.trial_end),
        // Since API version 2025-03-31 the period lives on the item, not on the subscription.
        current_period_end: iso(item?.current_period_end),
        cancel_at_period_end: sub.cancel_at_period_end,
        cancel_at: sub.cancel_at_period_end ? null : iso(sub.cancel_at),
        ended_at: iso(sub.ended_at),
        created_at: iso(sub.created) ?? new Date().toISOString(),
        updated_at: new Date().toISOString(),
      },
      { onConflict: "id" },
    );
  // No such user here: the account is gone (Stripe's events about its contract outlive it), or the subscription is not
  // ours at all. Nothing can be stored, and a retry would fail the same way for days.
  if (error?.code === FOREIGN_KEY_VIOLATION) {
    await settleContractOfGoneAccount(sub);
    return null;
  }
  if (error) throw new BackendError("unavailable:database", error);
  return sub;
}

const FOREIGN_KEY_VIOLATION = "23503";

const SCHEDULABLE = ["trialing", "active", "past_due"];
const attached = (schedule: Stripe.SubscriptionSchedule) => schedule.status === "active" || schedule.status === "not_started";
const idOf = (value: string | { id: string } | null) => (value === null ? null : typeof value === "string" ? value : value.id);

/**
 * § 309 Nr. 9 BGB: after the first year an annual plan may only continue for an indefinite period with at
 * most one month's notice. A subscription schedule does that at Stripe: the current period at the yearly
 * price (the trial, then one paid year; or the running year), then one month at the monthly price, after
 * which the schedule releases the subscription, which goes on monthly until cancelled.
 *
 * Called on creation and on every later change, not only once: a cancellation releases the schedule (Stripe
 * changes a scheduled subscription only through it), and when that cancellation is undone (the portal's
 * "renew", a withdrawn `cancel_at`) the released subscription would renew yearly. So whenever a yearly
 * subscription has no schedule and is not set to end, one is built again from its current period: in the
 * first year that ends the year and continues monthly; a subscription that has somehow renewed yearly
 * switches to monthly at its period end. Idempotent: each build's key counts the schedules the subscription
 * already had, so a repeated or concurrent call replays the same schedule and a later rebuild gets a new one.
 */
export async function ensureAnnualSchedule(sub: Stripe.Subscription): Promise<void> {
  const item = sub.items.data[0];
  if (!item || item.price.recurring?.interval !== "year" || sub.schedule || !SCHEDULABLE.includes(sub.status)) return;
  // Set to end: nothing renews, and Stripe keeps a cancellation only on a subscription without schedule.
  if (sub.cancel_at_period_end || sub.cancel_at) return;
  const prices = await getPlanPrices();
  if (!prices.ok) throw new BackendError("unavailable:stripe", new Error("annual schedule: prices unavailable"));
  const stripe = requireStripe();
  const customer = idOf(sub.customer)!;
  const earlier = [];
  for await (const schedule of stripe.subscriptionSchedules.list({ customer, limit: 100 })) {
    if (idOf(schedule.subscription) === sub.id || idOf(schedule.released_subscription) === sub.id) earlier.push(schedule);
  }
  // Attached since the subscription was read (another event's handler): that one stands.
  if (earlier.some((schedule) => attached(schedule) && idOf(schedule.subscription) === sub.id)) return;
  const schedule = await stripe.subscriptionSchedules.create(
    { from_subscription: sub.id },
    { idempotencyKey: earlier.length === 0 ? `schedule-${sub.id}` : `schedule-${sub.id}-${earlier.length}` },
  );
  const current = schedule.phases[0];
  if (!current) throw new Error(`annual schedule: ${schedule.id} has no current phase`);
  const yearly = { items: [{ price: item.price.id, quantity: 1 }] };
  const monthly = { items: [{ price: prices.month.priceId, quantity: 1 }], duration: { interval: "month" as const, interval_count: 1 } };
  // The current phase is the trial (then one paid year follows) or a paid year, which is the last at that price.
  const phases =
    sub.status === "trialing"
      ? [
          { ...yearly, start_date: current.start_date, end_date: current.end_date, trial_end: sub.trial_end ?? current.end_date },
          { ...yearly, duration: { interval: "year" as const, interval_count: 1 } },
          monthly,
        ]
      : [{ ...yearly, start_date: current.start_date, end_date: current.end_date }, monthly];
  await stripe.subscriptionSchedules.update(schedule.id, { end_behavior: "release", phases }, { idempotencyKey: `schedule-phases-${schedule.id}` });
}
