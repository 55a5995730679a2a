import { describe, expect, it } from "vitest";
import { germanIsoDay } from "#app/lib/german-day";
import { longDate } from "#app/platform/i18n/long-date";
import { TEST_STRIPE_WEBHOOK_SECRET } from "../support/test-env";
import { adminClient } from "../support/clients";
import { signedInUser } from "../support/account";
import { expectNoMail, mailsTo, waitForMail } from "../support/mail";
import { control, orderAndPay, subscriptionRows, billingAppForFile } from "../support/billing";

const billing = billingAppForFile();

const settingsText = async (cookie: string, path = "/my/settings") =>
  (await (await fetch(billing.app.url + path, { headers: { Cookie: cookie } })).text()).replace(/<[^>]+>/g, " ");
const only = async (userId: string) => {
  const rows = await subscriptionRows(userId);
  expect(rows).toHaveLength(1);
  return rows[0]!;
};

describe("POST /webhooks/stripe: signatures", () => {
  const body = JSON.stringify({ id: "evt_forged", object: "event", type: "customer.subscription.deleted", data: { object: { id: "sub_x" } } });

  it("answers 400 without a signature and with a wrong one, and records nothing", async () => {
    const missing = await fetch(`${billing.app.url}/webhooks/stripe`, { method: "POST", body, headers: { "content-type": "application/json" } });
    expect(missing.status).toBe(400);
    const forged = billing.stripe.webhooks.generateTestHeaderString({ payload: body, secret: "whsec_not_the_apps_secret" });
    const wrong = await fetch(`${billing.app.url}/webhooks/stripe`, { method: "POST", body, headers: { "stripe-signature": forged } });
    expect(wrong.status).toBe(400);
    expect((await adminClient().from("stripe_events").select("id").eq("id", "evt_forged")).data).toEqual([]);
  });

  it("acknowledges a correctly signed event of a type it does not use with 2xx", async () => {
    const other = JSON.stringify({ id: "evt_other", object: "event", type: "charge.refunded", data: { object: { id: "ch_1" } } });
    const header = billing.stripe.webhooks.generateTestHeaderString({ payload: other, secret: TEST_STRIPE_WEBHOOK_SECRET });
    const response = await fetch(`${billing.app.url}/webhooks/stripe`, { method: "POST", body: other, headers: { "stripe-signature": header } });
    expect(response.status).toBe(200);
  });
});

describe("redirects to Stripe without JavaScript", () => {
  it("allows form posts to end on Stripe's (here: the stand-in's) pages, and nowhere else", async () => {
    const csp = (await fetch(`${billing.app.url}/pricing`)).headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(new RegExp(`form-action 'self' ${new URL(billing.standIn.url).origin.replace(/[.]/g, "\\.")};`));
  });
});

describe("a yearly membership with a trial, from checkout to its end", () => {
  it("goes trial → active → cancelled at period end → cancelled, and continues monthly after the first year", async () => {
    const user = await signedInUser("Yearly Trial");
    const { returnTo } = await orderAndPay(billing.app, user.cookie, "year");
    expect(returnTo).toMatch(/\/checkout\/success\?session_id=cs_/);
    // The stand-in waits for the billing.app's answer to each event before redirecting, so the row is there.
    const trial = await only(user.id);
    expect(trial).toMatchObject({ status: "trialing", billing_interval: "year", cancel_at_period_end: false });
    expect(await settingsText(user.cookie)).toContain("Trial up to and including");
    expect(await settingsText(user.cookie, new URL(returnTo).pathname + new URL(returnTo).search)).toContain("Welcome to Kolleague Plus");

    const sub = await billing.stripe.subscriptions.retrieve(trial.id);
    expect(sub.schedule).toBeTruthy();
    const schedule = await billing.stripe.subscriptionSchedules.retrieve(String(sub.schedule));
    expect(schedule.end_behavior).toBe("release");
    expect(schedule.phases.at(-1)?.items[0]?.price).not.toBe(sub.items.data[0]?.price.id);

    const { data: order } = await adminClient().from("billing_orders").select("*").eq("user_id", user.id).single();
    expect(order).toMatchObject({
      subscription_id: trial.id,
      billing_interval: "year",
      unit_amount: 9900,
      trial_days: 14,
      early_start_requested: false,
    });

    await control(billing.standIn, `subscriptions/${trial.id}/advance`);
    expect(await only(user.id)).toMatchObject({ status: "active" });
    expect(await settingsText(user.cookie)).toContain("Active, renews on");

    // The § 312k page, signed in as the owner: carried out at once (signed out it waits for the owner's link).
    const cancelled = await fetch(`${billing.app.url}/cancel-contract`, {
      method: "POST",
      headers: { Cookie: user.cookie },
      body: new URLSearchParams({
        name: "Yearly Trial",
        email: user.email,
        contractReference: "",
        kind: "ordinary",
        reason: "",
        end: "next_possible",
        date: "",
      }),
    });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.text()).toContain("Your cancellation has been received");
    const cancelling = await only(user.id);
    expect(cancelling.cancel_at_period_end).toBe(true);
    expect(await settingsText(user.cookie)).toContain("Cancelled: ends on");
    const { data: declaration } = await adminClient().from("contract_cancellations").select("*").eq("user_id", user.id).single();
    expect(declaration).toMatchObject({
      subscription_id: trial.id,
      kind: "ordinary",
      ends_on: germanIsoDay(new Date(cancelling.current_period_end!)),
    });

    await control(billing.standIn, `subscriptions/${trial.id}/advance`);
    const ended = await only(user.id);
    expect(ended).toMatchObject({ status: "canceled" });
    // Ended as scheduled: Plus lasts to the end of the day the pages named as the end (decision 012, entitlements).
    const settings = await settingsText(user.cookie);
    expect(settings).toContain(`Cancelled: ends on ${longDate(ended.ended_at!, "en")}`);
    expect(settings).toMatch(/Kolleague Plus\s*· yearly/);
    // Ended at Stripe: a new order may start at once (it is not sent back to settings), and settings offers the plans.
    expect(settings).toContain("See plans");
    expect((await fetch(`${billing.app.url}/checkout?interval=month`, { headers: { Cookie: user.cookie }, redirect: "manual" })).status).toBe(200);
    // Once that day is over (the row as it reads a day later): ended.
    // Two days back: on the day the clocks go back, 24 hours can still be the same German day.
    const dayBefore = new Date(Date.now() - 2 * 86_400_000).toISOString();
    await adminClient().from("subscriptions").update({ current_period_end: dayBefore, ended_at: dayBefore }).eq("id", trial.id);
    expect(await settingsText(user.cookie)).toContain(`Cancelled, ended on ${longDate(dayBefore, "en")}`);
  });
});

describe("duplicates and order of delivery", () => {
  it("changes state once when the same event arrives ten times", async () => {
    const user = await signedInUser("Duplicate");
    await orderAndPay(billing.app, user.cookie, "month");
    const subscriptionId = (await only(user.id)).id;
    const { data: events } = (await (await fetch(`${billing.standIn.url}/__standin/events?type=customer.subscription.created`)).json()) as {
      data: { id: string; object_id: string }[];
    };
    const created = events.find((event) => event.object_id === subscriptionId)!;
    // Stripe's object changes while its own event is held back: a duplicate that were handled again
    // would re-read the subscription and store the change.
    await control(billing.standIn, "webhooks/hold");
    await billing.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    const before = await only(user.id);
    for (let i = 0; i < 10; i++) {
      const answer = (await control(billing.standIn, `events/${created.id}/resend`)) as { deliveries: { status: number | null }[] };
      expect(answer.deliveries.at(-1)?.status).toBe(200);
    }
    const after = await only(user.id);
    expect(after.updated_at).toBe(before.updated_at);
    expect(after.cancel_at_period_end).toBe(false);
    expect((await adminClient().from("stripe_events").select("id").eq("id", created.id)).data).toHaveLength(1);
    await control(billing.standIn, "webhooks/release", { order: "original" });
    expect((await only(user.id)).cancel_at_period_end).toBe(true);
  });

  it("ends in the right state when 'updated' arrives before 'created'", async () => {
    const user = await signedInUser("Reordered");
    await control(billing.standIn, "webhooks/hold");
    await orderAndPay(billing.app, user.cookie, "month");
    expect(await subscriptionRows(user.id)).toEqual([]);
    const { data: customer } = await adminClient().from("billing_customers").select("stripe_customer_id").eq("user_id", user.id).single();
    const [sub] = (await billing.stripe.subscriptions.list({ customer: customer!.stripe_customer_id })).data;
    await billing.stripe.subscriptions.update(sub!.id, { cancel_at_period_end: true });
    await control(billing.standIn, "webhooks/release", { order: "reverse" });
    expect(await only(user.id)).toMatchObject({ id: sub!.id, status: "trialing", cancel_at_period_end: true });
  });
});

describe("the success page", () => {
  it("says it is confirming the payment until the webhook arrived, with a reload link, then shows the plan", async () => {
    const user = await signedInUser("Patient");
    await control(billing.standIn, "webhooks/hold");
    const { returnTo } = await orderAndPay(billing.app, user.cookie, "month", "/de/checkout");
    const path = new URL(returnTo).pathname + new URL(returnTo).search;
    const waiting = await settingsText(user.cookie, path);
    expect(waiting).toContain("Wir bestätigen deine Zahlung");
    expect(await (await fetch(billing.app.url + path, { headers: { Cookie: user.cookie } })).text()).toContain(
      `href="${path.replace(/&/g, "&amp;")}"`,
    );
    await control(billing.standIn, "webhooks/release", { order: "original" });
    expect(await settingsText(user.cookie, path)).toContain("Willkommen bei Kolleague Plus");
  });
});

describe("a failed payment", () => {
  it("makes the membership past due and says so with the portal button", async () => {
    const user = await signedInUser("Past Due");
    await orderAndPay(billing.app, user.cookie, "month");
    const sub = await only(user.id);
    await control(billing.standIn, `subscriptions/${sub.id}/advance`, { fail_payment: "true" });
    expect(await only(user.id)).toMatchObject({ status: "past_due" });
    const page = await settingsText(user.cookie);
    expect(page).toContain("Payment overdue");
    expect(page).toContain("Manage membership");
    const portal = await fetch(`${billing.app.url}/billing-portal`, { method: "POST", headers: { Cookie: user.cookie }, redirect: "manual" });
    expect(portal.status).toBe(303);
    expect(portal.headers.get("location")).toContain(`${billing.standIn.url}/portal/`);
    // A plan change there would be an order without our order page: the portal offers none.
    const html = await (await fetch(portal.headers.get("location")!)).text();
    expect(html).toContain("Cancel at the end of the period");
    expect(html).not.toContain("Switch to");
  });
});

describe("a stored customer Stripe no longer knows", () => {
  it("is replaced once at the next order", async () => {
    const user = await signedInUser("Forgotten Customer");
    expect(
      (
        await adminClient()
          .from("billing_customers")
          .insert({ user_id: user.id, stripe_customer_id: "cus_forgotten", email: user.email.toLowerCase() })
      ).error,
    ).toBeNull();
    await orderAndPay(billing.app, user.cookie, "month");
    const { data } = await adminClient().from("billing_customers").select("stripe_customer_id").eq("user_id", user.id).single();
    expect(data?.stripe_customer_id).toMatch(/^cus_(?!forgotten)/);
    expect(await only(user.id)).toMatchObject({ stripe_customer_id: data?.stripe_customer_id, status: "trialing" });
  });
});

describe("an event is done only once it has been handled", () => {
  const ORDER_MAIL = "Your Kolleague Plus order";
  const completedEvent = async (checkoutUrl: string) => {
    const session = /cs_[A-Za-z0-9_]+/.exec(checkoutUrl)?.[0];
    const { data } = (await (await fetch(`${billing.standIn.url}/__standin/events?type=checkout.session.completed`)).json()) as {
      data: { id: string; object_id: string }[];
    };
    return data.find((event) => event.object_id === session)!.id;
  };
  const eventRow = async (id: string) =>
    (await adminClient().from("stripe_events").select("handled_at, claimed_until, attempts").eq("id", id).single()).data!;

  it("asks a delivery that arrives while another handles the event to come back, and handles it once that claim runs out", async () => {
    const user = await signedInUser("Claimed Elsewhere");
    await control(billing.standIn, "webhooks/hold");
    const { checkoutUrl } = await orderAndPay(billing.app, user.cookie, "month");
    const eventId = await completedEvent(checkoutUrl);
    // Another instance is handling this event right now (it holds a live claim).
    const claim = await adminClient().rpc("claim_stripe_event", { event_id: eventId, event_type: "checkout.session.completed", lease_seconds: 600 });
    expect(claim.data).toEqual({ state: "claimed", attempt: 1 });
    await control(billing.standIn, "webhooks/release", { order: "original" });
    const held = (await (await fetch(`${billing.standIn.url}/__standin/events?type=checkout.session.completed`)).json()) as {
      data: { id: string; deliveries: { status: number | null }[] }[];
    };
    // Not "duplicate, done": Stripe keeps the event and retries.
    expect(held.data.find((event) => event.id === eventId)?.deliveries.at(-1)?.status).toBe(409);
    expect(await eventRow(eventId)).toMatchObject({ handled_at: null });
    expect(await mailsTo({ to: user.email, subject: ORDER_MAIL })).toEqual([]);

    // That instance died mid-handler: its claim runs out and Stripe's next delivery takes the event over.
    await adminClient()
      .from("stripe_events")
      .update({ claimed_until: new Date(Date.now() - 1000).toISOString() })
      .eq("id", eventId);
    const retried = (await control(billing.standIn, `events/${eventId}/resend`)) as { deliveries: { status: number | null }[] };
    expect(retried.deliveries.at(-1)?.status).toBe(200);
    await waitForMail({ to: user.email, subject: ORDER_MAIL });
    const row = await eventRow(eventId);
    expect(row.handled_at).not.toBeNull();
    expect(row).toMatchObject({ claimed_until: null, attempts: 2 });
  });

  it("lets a delivery that outlived its claim give up only its own, never the claim of the delivery that took over", async () => {
    const eventId = `evt_overtaken_${Date.now()}`;
    const rpc = adminClient().rpc.bind(adminClient());
    const claim = () => rpc("claim_stripe_event", { event_id: eventId, event_type: "checkout.session.completed", lease_seconds: 600 });
    expect((await claim()).data).toEqual({ state: "claimed", attempt: 1 });
    // The first delivery's lease ran out while it was still working; Stripe's next delivery takes the event over.
    await adminClient()
      .from("stripe_events")
      .update({ claimed_until: new Date(Date.now() - 1000).toISOString() })
      .eq("id", eventId);
    expect((await claim()).data).toEqual({ state: "claimed", attempt: 2 });
    // Then the first one fails: the second still holds the event, so a third delivery must wait.
    expect((await rpc("finish_stripe_event", { event_id: eventId, attempt: 1, handled: false })).error).toBeNull();
    expect((await eventRow(eventId)).claimed_until).not.toBeNull();
    expect((await claim()).data).toEqual({ state: "busy" });
    // The delivery that holds it gives it up, or any that did the work marks it handled.
    await rpc("finish_stripe_event", { event_id: eventId, attempt: 2, handled: false });
    expect((await claim()).data).toEqual({ state: "claimed", attempt: 3 });
    await rpc("finish_stripe_event", { event_id: eventId, attempt: 1, handled: true });
    expect((await claim()).data).toEqual({ state: "done" });
  });

  it("sends the order confirmation once when an event is handled again after the mail went out", async () => {
    const user = await signedInUser("Confirmed Once");
    const { checkoutUrl } = await orderAndPay(billing.app, user.cookie, "month");
    const eventId = await completedEvent(checkoutUrl);
    const first = await mailsTo({ to: user.email, subject: ORDER_MAIL });
    expect(first).toHaveLength(1);
    // As after a later step failed: the event is not done, so Stripe's redelivery handles it again.
    await adminClient().from("stripe_events").update({ handled_at: null }).eq("id", eventId);
    const again = (await control(billing.standIn, `events/${eventId}/resend`)) as { deliveries: { status: number | null }[] };
    expect(again.deliveries.at(-1)?.status).toBe(200);
    expect((await eventRow(eventId)).handled_at).not.toBeNull();
    await expectNoMail(
      { to: user.email, subject: ORDER_MAIL, except: first },
      {
        to: user.email,
        subject: "Set a new password",
        send: () => fetch(`${billing.app.url}/reset`, { method: "POST", body: new URLSearchParams({ email: user.email }) }),
      },
    );
  });
});
