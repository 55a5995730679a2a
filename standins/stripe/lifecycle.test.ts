import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextPeriodEnd } from "./subscriptions";
import { control, startHarness, subscribe, type Harness } from "./test-support";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

const eventsFor = (subscriptionId: string) =>
  harness.receiver.events.filter((event) => {
    const object = event.data.object as { id: string; parent?: { subscription_details?: { subscription: string } } };
    return object.id === subscriptionId || object.parent?.subscription_details?.subscription === subscriptionId;
  });

describe("Stripe stand-in: subscription lifecycle", () => {
  it("ends a trial: active, the first period charged, invoice.paid after subscription.updated", async () => {
    const { subscription } = await subscribe(harness, "kolleague_plus_yearly", 14);
    const advanced = await control(harness.standIn, `subscriptions/${subscription.id}/advance`);
    expect(advanced.events.map((event: { type: string }) => event.type)).toEqual(["customer.subscription.updated", "invoice.paid"]);
    expect(advanced.events.every((event: { deliveries: { status: number }[] }) => event.deliveries[0]?.status === 200)).toBe(true);

    const after = await harness.stripe.subscriptions.retrieve(subscription.id, { expand: ["latest_invoice"] });
    expect(after.status).toBe("active");
    const item = after.items.data[0]!;
    const now = Math.floor(Date.now() / 1000);
    expect(Math.abs(item.current_period_start - now)).toBeLessThanOrEqual(2);
    expect(new Date(item.current_period_end * 1000).getUTCFullYear()).toBe(new Date(item.current_period_start * 1000).getUTCFullYear() + 1);
    expect(after.trial_end).toBe(item.current_period_start);
    expect(after.latest_invoice).toMatchObject({ status: "paid", amount_paid: 9900, billing_reason: "subscription_cycle" });

    const updated = eventsFor(subscription.id).find((event) => event.type === "customer.subscription.updated")!;
    expect(updated.data.previous_attributes).toMatchObject({ status: "trialing" });
  });

  it("cancels at period end, then ends the subscription at the boundary", async () => {
    const { subscription } = await subscribe(harness, "kolleague_plus_monthly");
    const cancelling = await harness.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(cancelling).toMatchObject({ status: "active", cancel_at_period_end: true, cancel_at: cancelling.items.data[0]!.current_period_end });
    expect(cancelling.canceled_at).not.toBeNull();

    const advanced = await control(harness.standIn, `subscriptions/${subscription.id}/advance`);
    expect(advanced.events.map((event: { type: string }) => event.type)).toEqual(["customer.subscription.deleted"]);
    const ended = await harness.stripe.subscriptions.retrieve(subscription.id);
    expect(ended.status).toBe("canceled");
    expect(ended.ended_at).not.toBeNull();
    const live = await harness.stripe.subscriptions.list({ customer: subscription.customer as string });
    expect(live.data).toEqual([]);
    const all = await harness.stripe.subscriptions.list({ customer: subscription.customer as string, status: "all" });
    expect(all.data.map((entry) => entry.id)).toEqual([subscription.id]);
  });

  it("resumes a cancellation and renews for another period", async () => {
    const { subscription } = await subscribe(harness, "kolleague_plus_monthly");
    await harness.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    const resumed = await harness.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: false });
    expect(resumed).toMatchObject({ cancel_at_period_end: false, cancel_at: null, canceled_at: null });
    await control(harness.standIn, `subscriptions/${subscription.id}/advance`);
    const renewed = await harness.stripe.subscriptions.retrieve(subscription.id);
    expect(renewed.status).toBe("active");
    const invoices = await harness.stripe.invoices.list({ subscription: subscription.id });
    expect(invoices.data.map((invoice) => invoice.amount_paid)).toEqual([999, 999]);
  });

  it("ends at a later cancel_at, and an empty cancel_at removes the end", async () => {
    const { subscription } = await subscribe(harness, "kolleague_plus_monthly");
    const periodEnd = subscription.items.data[0]!.current_period_end;
    const later = periodEnd + 10 * 86_400;
    const ending = await harness.stripe.subscriptions.update(subscription.id, { cancel_at: later });
    expect(ending).toMatchObject({ cancel_at: later, cancel_at_period_end: false });
    expect(ending.canceled_at).not.toBeNull();
    const kept = await harness.stripe.subscriptions.update(subscription.id, { cancel_at: "" as unknown as number });
    expect(kept).toMatchObject({ cancel_at: null, canceled_at: null });
    await harness.stripe.subscriptions.update(subscription.id, { cancel_at: later });
    await control(harness.standIn, `subscriptions/${subscription.id}/advance`); // renews: the end is after this boundary
    expect((await harness.stripe.subscriptions.retrieve(subscription.id)).status).toBe("active");
    await control(harness.standIn, `subscriptions/${subscription.id}/advance`);
    expect((await harness.stripe.subscriptions.retrieve(subscription.id)).status).toBe("canceled");
  });

  it("a released schedule no longer names its subscription; released_subscription does", async () => {
    const { subscription } = await subscribe(harness, "kolleague_plus_yearly");
    const schedule = await harness.stripe.subscriptionSchedules.create({ from_subscription: subscription.id });
    const released = await harness.stripe.subscriptionSchedules.release(schedule.id);
    expect(released).toMatchObject({ status: "released", subscription: null, released_subscription: subscription.id });
    expect((await harness.stripe.subscriptions.retrieve(subscription.id)).schedule).toBeNull();
    const again = await harness.stripe.subscriptionSchedules.release(schedule.id).catch((caught: unknown) => caught);
    expect(again).toMatchObject({ statusCode: 400, message: "You cannot release a subscription schedule that is released." });
  });

  it("fails a payment: past_due with invoice.payment_failed, then a retry pays it", async () => {
    const { subscription } = await subscribe(harness, "kolleague_plus_monthly", 7);
    await control(harness.standIn, `subscriptions/${subscription.id}/fail-next-payment`);
    const failed = await control(harness.standIn, `subscriptions/${subscription.id}/advance`);
    expect(failed.events.map((event: { type: string }) => event.type)).toEqual(["customer.subscription.updated", "invoice.payment_failed"]);
    const pastDue = await harness.stripe.subscriptions.retrieve(subscription.id, { expand: ["latest_invoice"] });
    expect(pastDue.status).toBe("past_due");
    expect(pastDue.latest_invoice).toMatchObject({ status: "open", amount_paid: 0, amount_remaining: 999 });

    const retried = await control(harness.standIn, `subscriptions/${subscription.id}/advance`);
    expect(retried.events.map((event: { type: string }) => event.type)).toEqual(["invoice.paid", "customer.subscription.updated"]);
    expect((await harness.stripe.subscriptions.retrieve(subscription.id)).status).toBe("active");
  });

  it("sends trial_will_end on request", async () => {
    const { subscription } = await subscribe(harness, "kolleague_plus_monthly", 14);
    const sent = await control(harness.standIn, `subscriptions/${subscription.id}/trial-will-end`);
    expect(sent.events[0]).toMatchObject({ type: "customer.subscription.trial_will_end", object_id: subscription.id });
    expect(eventsFor(subscription.id).at(-1)?.type).toBe("customer.subscription.trial_will_end");
  });

  it("switches monthly to yearly: a new period from now, charged in full", async () => {
    const { subscription } = await subscribe(harness, "kolleague_plus_monthly");
    const yearly = (await harness.stripe.prices.list({ lookup_keys: ["kolleague_plus_yearly"] })).data[0]!;
    const switched = await harness.stripe.subscriptions.update(subscription.id, {
      items: [{ id: subscription.items.data[0]!.id, price: yearly.id }],
      proration_behavior: "none",
    });
    expect(switched.items.data[0]!.price.id).toBe(yearly.id);
    const invoice = await harness.stripe.invoices.retrieve(switched.latest_invoice as string);
    expect(invoice).toMatchObject({ amount_paid: 9900, billing_reason: "subscription_update" });
  });

  it("continues an annual plan monthly after its first year through a schedule (§ 309 No. 9 BGB)", async () => {
    const { subscription } = await subscribe(harness, "kolleague_plus_yearly");
    const monthly = (await harness.stripe.prices.list({ lookup_keys: ["kolleague_plus_monthly"] })).data[0]!;
    const yearly = subscription.items.data[0]!.price;
    const schedule = await harness.stripe.subscriptionSchedules.create({ from_subscription: subscription.id });
    expect(schedule.phases[0]).toMatchObject({ end_date: subscription.items.data[0]!.current_period_end });
    await harness.stripe.subscriptionSchedules.update(schedule.id, {
      end_behavior: "release",
      phases: [
        { items: [{ price: yearly.id, quantity: 1 }], start_date: schedule.phases[0]!.start_date, end_date: schedule.phases[0]!.end_date },
        { items: [{ price: monthly.id, quantity: 1 }], duration: { interval: "month", interval_count: 1 } },
      ],
    });
    const refused = await harness.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ statusCode: 400, message: expect.stringContaining("managed by the subscription schedule") });

    await control(harness.standIn, `subscriptions/${subscription.id}/advance`);
    const second = await harness.stripe.subscriptions.retrieve(subscription.id, { expand: ["latest_invoice"] });
    expect(second.items.data[0]!.price.id).toBe(monthly.id);
    expect(second.latest_invoice).toMatchObject({ amount_paid: 999 });
    expect(second.schedule).toBe(schedule.id);

    const released = await control(harness.standIn, `subscriptions/${subscription.id}/advance`);
    expect(released.events.map((event: { type: string }) => event.type)).toContain("subscription_schedule.released");
    const third = await harness.stripe.subscriptions.retrieve(subscription.id);
    expect(third).toMatchObject({ schedule: null, status: "active" });
    expect(third.items.data[0]!.price.id).toBe(monthly.id);
    expect((await harness.stripe.subscriptionSchedules.retrieve(schedule.id)).status).toBe("released");
  });

  it("runs a trial, one paid year, then monthly: the schedule's three phases in turn", async () => {
    const { subscription } = await subscribe(harness, "kolleague_plus_yearly", 14);
    const monthly = (await harness.stripe.prices.list({ lookup_keys: ["kolleague_plus_monthly"] })).data[0]!;
    const yearly = subscription.items.data[0]!.price;
    const schedule = await harness.stripe.subscriptionSchedules.create({ from_subscription: subscription.id });
    const trial = schedule.phases[0]!;
    expect(trial.end_date).toBe(subscription.trial_end);
    await harness.stripe.subscriptionSchedules.update(schedule.id, {
      end_behavior: "release",
      phases: [
        { items: [{ price: yearly.id, quantity: 1 }], start_date: trial.start_date, end_date: trial.end_date, trial_end: subscription.trial_end! },
        { items: [{ price: yearly.id, quantity: 1 }], duration: { interval: "year", interval_count: 1 } },
        { items: [{ price: monthly.id, quantity: 1 }], duration: { interval: "month", interval_count: 1 } },
      ],
    });
    const charged: number[] = [];
    const prices: (string | null)[] = [];
    for (let boundary = 0; boundary < 3; boundary += 1) {
      await control(harness.standIn, `subscriptions/${subscription.id}/advance`);
      const current = await harness.stripe.subscriptions.retrieve(subscription.id, { expand: ["latest_invoice"] });
      charged.push((current.latest_invoice as Stripe.Invoice).amount_paid);
      prices.push(current.items.data[0]!.price.lookup_key);
    }
    expect(charged).toEqual([9900, 999, 999]);
    expect(prices).toEqual(["kolleague_plus_yearly", "kolleague_plus_monthly", "kolleague_plus_monthly"]);
    expect((await harness.stripe.subscriptionSchedules.retrieve(schedule.id)).status).toBe("released");
  });

  it("counts monthly periods from the billing cycle anchor (31 January → 28 February → 31 March)", () => {
    const seconds = (iso: string) => Date.parse(iso) / 1000;
    const subscription = { id: "sub_calendar", billing_cycle_anchor: seconds("2027-01-31T10:00:00Z") };
    const monthly = { recurring: { interval: "month", interval_count: 1 } };
    const ctx = harness.standIn.context;
    expect(nextPeriodEnd(ctx, subscription, seconds("2027-01-31T10:00:00Z"), monthly)).toBe(seconds("2027-02-28T10:00:00Z"));
    expect(nextPeriodEnd(ctx, subscription, seconds("2027-02-28T10:00:00Z"), monthly)).toBe(seconds("2027-03-31T10:00:00Z"));
    expect(nextPeriodEnd(ctx, subscription, seconds("2028-01-31T10:00:00Z"), monthly)).toBe(seconds("2028-02-29T10:00:00Z"));
  });

  it("cancels now with DELETE", async () => {
    const { subscription } = await subscribe(harness, "kolleague_plus_monthly");
    const cancelled: Stripe.Subscription = await harness.stripe.subscriptions.cancel(subscription.id);
    expect(cancelled.status).toBe("canceled");
    await control(harness.standIn, "webhooks/flush");
    expect(eventsFor(subscription.id).at(-1)?.type).toBe("customer.subscription.deleted");
  });
});
