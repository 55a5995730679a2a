import { getAdminClient } from "#app/platform/supabase/admin.server";
import { entitlementsFor, scheduledEnd, trialEndBefore } from "./entitlements";
import { requireStripe } from "./stripe.server";
import { currentSubscription } from "./subscriptions.server";
import { BackendError } from "#app/platform/supabase/backend-error";
import { logger } from "#app/platform/log/logger.server";

const LIVE = ["trialing", "active", "past_due", "unpaid", "paused", "incomplete"];

/**
 * What deleting the account does to the membership, for the warning above the deletion form: a trial
 * ends free of charge; a paid period ends at once and, like any ordinary cancellation, is not refunded pro
 * rata (terms 5.4, refund policy 6.1), unless the user withdraws first while the period to do so runs.
 * `until` is null when no paid-up date can be named (a payment is overdue). "unknown" when the read failed:
 * the form then warns in general terms rather than not at all.
 */
export type DeletionNotice =
  { kind: "trial"; until: string | null } | { kind: "paid"; until: string | null; withdrawalOpen: boolean } | { kind: "unknown" } | null;

export async function deletionNotice(userId: string, withdrawalOpen: boolean, now = new Date()): Promise<DeletionNotice> {
  try {
    const sub = await currentSubscription(userId);
    if (!sub || entitlementsFor(sub, now).plan !== "plus") return null;
    if (sub.status === "trialing") {
      // A cancellation to a day after the trial leaves the trial's own end; one to an earlier day ends it sooner.
      const end = scheduledEnd(sub);
      return { kind: "trial", until: end ? (trialEndBefore(sub, end) ?? end) : sub.trial_end };
    }
    return { kind: "paid", until: sub.status === "past_due" ? null : (scheduledEnd(sub) ?? sub.current_period_end), withdrawalOpen };
  } catch (error) {
    logger.error({ err: error }, "billing: could not read the membership for the deletion warning");
    return { kind: "unknown" };
  }
}

/** A Checkout page can be paid for 24 hours after it was opened (Stripe's default); an hour more for clocks. */
const CHECKOUT_PAYABLE_MS = 25 * 3_600_000;

/**
 * Before an account is deleted nothing may go on charging it. Its Checkout pages still open are expired first:
 * one left open in another tab could otherwise be paid after the account is gone, for a contract nobody can
 * reach. Then every running subscription of its Stripe customer ends at Stripe, as Stripe lists them, not only
 * as our table has them: a subscription whose events have not arrived yet is not in it. A failure throws: the
 * deletion stops and the account stays, to be tried again. Ended at once without proration or a final invoice
 * (Stripe's defaults for a cancel): nothing more is charged and, as the deletion form says beforehand, the
 * running paid period is not refunded. Orders and declarations stay (registry: retained); Stripe keeps its
 * invoices. Answers the subscriptions it ended, so that their end can be recorded before the rows go.
 */
export async function endSubscriptionsBeforeDeletion(userId: string, customerId: string | null): Promise<string[]> {
  const stripe = requireStripe();
  await expireOpenCheckouts(userId);
  const { data, error } = await getAdminClient().from("subscriptions").select("id").eq("user_id", userId).in("status", LIVE);
  if (error) throw new BackendError("unavailable:database", error);
  const ids = new Set((data ?? []).map((row) => row.id));
  if (customerId) {
    for await (const sub of stripe.subscriptions.list({ customer: customerId, status: "all", limit: 100 })) {
      if (LIVE.includes(sub.status)) ids.add(sub.id);
    }
  }
  for (const id of ids) await stripe.subscriptions.cancel(id, {}, { idempotencyKey: `delete-account-${id}` });
  return [...ids];
}

async function expireOpenCheckouts(userId: string): Promise<void> {
  const { data, error } = await getAdminClient()
    .from("billing_orders")
    .select("checkout_session_id")
    .eq("user_id", userId)
    .is("subscription_id", null)
    .not("checkout_session_id", "is", null)
    .gte("ordered_at", new Date(Date.now() - CHECKOUT_PAYABLE_MS).toISOString());
  if (error) throw new BackendError("unavailable:database", error);
  const stripe = requireStripe();
  for (const { checkout_session_id: id } of data ?? []) {
    // Paid or expired already: a paid one's subscription is in Stripe's list above.
    if (id && (await stripe.checkout.sessions.retrieve(id)).status === "open") await stripe.checkout.sessions.expire(id);
  }
}

/** Whether a subscription can still charge (Stripe's statuses other than canceled and incomplete_expired). */
export const stillRunning = (status: string) => LIVE.includes(status);

/** The account's Stripe customer id, if it ever had one. */
export async function stripeCustomerOf(userId: string): Promise<string | null> {
  const { data, error } = await getAdminClient().from("billing_customers").select("stripe_customer_id").eq("user_id", userId).maybeSingle();
  if (error) throw new BackendError("unavailable:database", error);
  return data?.stripe_customer_id ?? null;
}

/**
 * After the subscriptions have ended, the Stripe customer keeps what the law requires (its invoices, which hold
 * the address they were issued to) but no longer names the person: its e-mail address, name and our user id are
 * removed (Art. 17 GDPR). (The ended subscriptions keep our order and user ids in their metadata, which no longer
 * lead to anyone once the account is gone.) A customer Stripe no longer knows is fine; any other failure throws,
 * and the deletion stops to be tried again.
 */
export async function forgetCustomerAtStripe(customerId: string): Promise<void> {
  try {
    await requireStripe().customers.update(customerId, { email: "", name: "", metadata: { user_id: "" } });
  } catch (failure) {
    if ((failure as { code?: string }).code !== "resource_missing") throw failure;
  }
}
