import type Stripe from "stripe";
import { getAdminClient } from "#app/platform/supabase/admin.server";
import { entitlementsFor, scheduledEnd, trialEndBefore } from "./entitlements";
import { getStripe, missingAtStripe, requireStripe } from "./stripe.server";
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
 * deletion stops and the account stays, to be tried again; what Stripe does not know (a key switched from test
 * to live, a subscription ended meanwhile) is nothing to end and does not stop it. Ended at once without
 * proration or a final invoice (Stripe's defaults for a cancel): nothing more is charged and, as the deletion
 * form says beforehand, the running paid period is not refunded. Orders and declarations stay (registry:
 * retained); Stripe keeps its invoices. Answers every subscription of the account it saw, ended now or before,
 * so that their ends are recorded and their orders linked before the rows go (also on a retry after a failure).
 */
export async function endSubscriptionsBeforeDeletion(userId: string, customerId: string | null): Promise<string[]> {
  const admin = getAdminClient();
  const [checkouts, rows] = await Promise.all([
    admin
      .from("billing_orders")
      .select("checkout_session_id")
      .eq("user_id", userId)
      .is("subscription_id", null)
      .not("checkout_session_id", "is", null)
      .gte("ordered_at", new Date(Date.now() - CHECKOUT_PAYABLE_MS).toISOString()),
    admin.from("subscriptions").select("id").eq("user_id", userId).in("status", LIVE),
  ]);
  if (checkouts.error) throw new BackendError("unavailable:database", checkouts.error);
  if (rows.error) throw new BackendError("unavailable:database", rows.error);
  const sessions = checkouts.data.flatMap((row) => (row.checkout_session_id ? [row.checkout_session_id] : []));
  const ids = new Set(rows.data.map((row) => row.id));
  if (!customerId && sessions.length === 0 && ids.size === 0) return [];
  const stripe = getStripe();
  if (!stripe) {
    // No Stripe configured (any more): nothing can be checked there, which matters only while a contract runs.
    if (ids.size > 0) requireStripe();
    logger.warn({ userId }, "billing: no Stripe configured; the deleted account's checkouts and customer were not checked there");
    return [];
  }
  // Before the list below: a page paid in the meantime is complete by then, and its subscription is listed.
  for (const id of sessions) {
    const session = await unlessMissing(stripe.checkout.sessions.retrieve(id));
    if (session?.status === "open") await stripe.checkout.sessions.expire(id);
  }
  // Each subscription's status as Stripe has it: the list says it for the customer's; ours not in it are asked.
  const statuses = new Map<string, string | null>([...ids].map((id) => [id, null]));
  if (customerId) {
    try {
      for await (const sub of stripe.subscriptions.list({ customer: customerId, status: "all", limit: 100 })) statuses.set(sub.id, sub.status);
    } catch (failure) {
      if (!missingAtStripe(failure)) throw failure;
    }
  }
  for (const [id, listed] of statuses) {
    const status = listed ?? (await unlessMissing(stripe.subscriptions.retrieve(id)))?.status;
    if (status && LIVE.includes(status)) await stripe.subscriptions.cancel(id, {}, { idempotencyKey: `delete-account-${id}` });
  }
  return [...statuses.keys()];
}

/**
 * A subscription whose account this database does not have (the upsert of its copy failed its foreign key). It
 * is ours only if it names an order of ours whose account is gone (orders stay after the account): then it must
 * charge nobody and ends now, its order is linked to it, and its records get the end, so they are kept for their
 * periods. Anything else, another deployment on the same Stripe account or a test subscription that `stripe
 * listen` forwards to every developer, is not ours to touch, and is only logged.
 */
export async function settleContractOfGoneAccount(sub: Stripe.Subscription): Promise<void> {
  const orderId = sub.metadata?.order_id;
  const admin = getAdminClient();
  const { data: order, error } = orderId
    ? await admin.from("billing_orders").select("id, user_id, subscription_id").eq("id", orderId).maybeSingle()
    : { data: null, error: null };
  if (error) throw new BackendError("unavailable:database", error);
  if (!order || order.user_id !== null || (order.subscription_id !== null && order.subscription_id !== sub.id)) {
    logger.warn({ subscriptionId: sub.id }, "billing: a subscription of a user this database does not have, and not of our orders; left alone");
    return;
  }
  let ended = sub;
  if (LIVE.includes(sub.status)) {
    ended = await requireStripe().subscriptions.cancel(sub.id, {}, { idempotencyKey: `delete-account-${sub.id}` });
    logger.error({ subscriptionId: sub.id }, "billing: a subscription of a deleted account was still running; ended it at Stripe");
  }
  const endedAt = new Date((ended.ended_at ?? Math.floor(Date.now() / 1000)) * 1000).toISOString();
  // Linked first (no subscription row to take an end from), then the end in a write that keeps the link: the only
  // way the records' trigger accepts a first end from a writer (20261126190000_contract_ended_at.sql).
  const linked = await admin.from("billing_orders").update({ subscription_id: sub.id }).eq("id", order.id).is("subscription_id", null);
  if (linked.error) throw new BackendError("unavailable:database", linked.error);
  for (const table of ["billing_orders", "contract_cancellations", "contract_withdrawals"] as const) {
    const { error: endError } = await admin
      .from(table)
      .update({ contract_ended_at: endedAt })
      .eq("subscription_id", sub.id)
      .is("contract_ended_at", null);
    if (endError) throw new BackendError("unavailable:database", endError);
  }
}

/** The object, or null where Stripe does not know it: nothing there to end. */
async function unlessMissing<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (failure) {
    if (missingAtStripe(failure)) return null;
    throw failure;
  }
}

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
    if (!missingAtStripe(failure)) throw failure;
  }
}
