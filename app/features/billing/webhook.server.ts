import type Stripe from "stripe";
import { getEnv } from "#app/config/env.server";
import { releaseOrderConversion } from "#app/platform/conversions/queue.server";
import { getAdminClient } from "#app/platform/supabase/admin.server";
import { sendOrderConfirmation, sendTrialReminder } from "./billing-mails.server";
import { syncCustomerEmail } from "./customers.server";
import { ensureAnnualSchedule, syncSubscription } from "./sync.server";
import { getStripe } from "./stripe.server";
import { BackendError } from "#app/platform/supabase/backend-error";
import { logger } from "#app/platform/log/logger.server";

const json = (body: unknown, status = 200) => Response.json(body, { status });

/** The subscription an event is about, whatever the object (subscription, checkout session, invoice). */
function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  if (event.type.startsWith("customer.subscription.")) return String(object.id);
  const ref = (value: unknown) => (typeof value === "string" ? value : value && typeof value === "object" && "id" in value ? String(value.id) : null);
  if (event.type === "checkout.session.completed") return ref(object.subscription);
  if (event.type.startsWith("invoice.")) {
    // Newer API versions moved the invoice's subscription under parent.subscription_details.
    const parent = object.parent as { subscription_details?: { subscription?: unknown } } | null | undefined;
    return ref(parent?.subscription_details?.subscription) ?? ref(object.subscription);
  }
  return null;
}

const HANDLED = new Set([
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.trial_will_end",
  "invoice.paid",
  "invoice.payment_failed",
]);

/**
 * Whether a yearly subscription may just have lost its switch to monthly (§ 309 Nr. 9 BGB): at its start,
 * and on a change of its end (a cancellation undone: `cancel_at_period_end` or `cancel_at` back to none) or
 * of its price (e.g. switched to yearly in the portal). The state itself is re-read from Stripe; the event
 * only says when to look. Other changes are left alone on purpose: the change that reports a schedule's
 * release comes just before our cancellation sets the end (Stripe changes a scheduled subscription only
 * through its schedule), and rebuilding the schedule in between would make that cancellation fail.
 */
function mayHaveLostMonthlySwitch(event: Stripe.Event): boolean {
  if (event.type === "checkout.session.completed" || event.type === "customer.subscription.created") return true;
  if (event.type !== "customer.subscription.updated") return false;
  const previous = event.data.previous_attributes ?? {};
  return ["cancel_at_period_end", "cancel_at", "items"].some((key) => key in previous);
}

/**
 * How long one delivery holds an event while handling it. Longer than handling takes at worst (three
 * Stripe calls of up to 30 s each with their retries, a mail with its timeouts), so a slow handler is not
 * overtaken; short enough that an event whose instance died mid-handler is taken over by Stripe's next
 * delivery (its retries run for days, the first within minutes).
 */
const CLAIM_SECONDS = 180;

/**
 * POST /webhooks/stripe. The raw body is verified against Stripe-Signature (400 when missing or wrong).
 * A delivery claims its event in Postgres before handling it and marks it handled after: a repeat of a
 * handled event is acknowledged and ignored; a repeat while another delivery is still handling it gets a
 * 409, so Stripe comes back later instead of taking the event as done; a failed handling gives the claim up
 * and the 500 makes Stripe retry. Event types we do not use get a 2xx so Stripe stops sending them.
 */
export async function handleStripeWebhook(request: Request): Promise<Response> {
  const stripe = getStripe();
  const secret = getEnv().STRIPE_WEBHOOK_SECRET;
  if (!stripe || !secret) return json({ error: "billing is not configured" }, 404);
  const signature = request.headers.get("stripe-signature");
  const body = await request.text();
  if (!signature) return json({ error: "missing Stripe-Signature" }, 400);
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(body, signature, secret);
  } catch {
    return json({ error: "invalid signature" }, 400);
  }
  if (!HANDLED.has(event.type)) return json({ received: true, ignored: event.type });

  const admin = getAdminClient();
  const claimed = await admin.rpc("claim_stripe_event", { event_id: event.id, event_type: event.type, lease_seconds: CLAIM_SECONDS });
  if (claimed.error) return json({ error: "could not record the event" }, 500);
  const claim = claimed.data as { state: "claimed"; attempt: number } | { state: "done" } | { state: "busy" };
  if (claim.state === "done") return json({ received: true, duplicate: true });
  if (claim.state === "busy") return json({ error: "this event is being handled; retry later" }, 409);

  try {
    await handleEvent(event);
  } catch (error) {
    logger.error({ err: error, eventType: event.type, eventId: event.id }, "billing: webhook failed");
    // Gives up this delivery's claim only: a handler that outlived its lease must not free a later delivery's.
    // If this fails too, the claim runs out by itself and a later delivery takes the event over.
    await admin.rpc("finish_stripe_event", { event_id: event.id, attempt: claim.attempt, handled: false });
    return json({ error: "handling failed; retry" }, 500);
  }
  const finished = await admin.rpc("finish_stripe_event", { event_id: event.id, attempt: claim.attempt, handled: true });
  // Handled but not marked: Stripe's retry after the claim runs out repeats idempotent steps only.
  if (finished.error) logger.error({ err: finished.error, eventId: event.id }, "billing: webhook handled but not marked");
  return json({ received: true });
}

async function handleEvent(event: Stripe.Event): Promise<void> {
  const subscriptionId = subscriptionIdOf(event);
  if (!subscriptionId) return;
  const sub = await syncSubscription(subscriptionId);
  if (!sub) return;
  if (event.type === "checkout.session.completed") {
    const session = event.data.object as Stripe.Checkout.Session;
    const orderId = session.metadata?.order_id;
    if (orderId) {
      const { error } = await getAdminClient().from("billing_orders").update({ subscription_id: sub.id }).eq("id", orderId);
      if (error) throw new BackendError("unavailable:database", error);
      await sendOrderConfirmation(orderId, sub);
      await releaseOrderConversion(orderId);
    }
  }
  if (mayHaveLostMonthlySwitch(event)) await ensureAnnualSchedule(sub);
  // A confirmed e-mail change made where the app did not see it (e.g. by the operator) reaches Stripe here.
  await syncCustomerEmail("stripe_customer_id", typeof sub.customer === "string" ? sub.customer : sub.customer.id);
  if (event.type === "customer.subscription.trial_will_end") await sendTrialReminder(sub);
}
