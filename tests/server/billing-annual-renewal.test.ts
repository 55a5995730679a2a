import { describe, expect, it } from "vitest";
import { signedInUser } from "../support/account";
import { control, orderAndPay, subscriptionRows, billingAppForFile } from "../support/billing";

const billing = billingAppForFile();

async function yearlyMember(name: string) {
  const user = await signedInUser(name);
  await orderAndPay(billing.app, user.cookie, "year");
  const [row] = await subscriptionRows(user.id);
  return { user, id: row!.id };
}

/** What the billing.app's cancellation does at Stripe: release the schedule, then set the end. */
async function cancelLikeTheApp(id: string) {
  const sub = await billing.stripe.subscriptions.retrieve(id);
  await billing.stripe.subscriptionSchedules.release(String(sub.schedule));
  await billing.stripe.subscriptions.update(id, { cancel_at_period_end: true });
  await control(billing.standIn, "webhooks/flush");
}

/** The customer portal's "renew" button, reached through the billing.app's "Manage subscription" (no JavaScript). */
async function undoInPortal(cookie: string, id: string) {
  const opened = await fetch(`${billing.app.url}/billing-portal`, { method: "POST", headers: { Cookie: cookie }, redirect: "manual" });
  const portal = opened.headers.get("location")!;
  const page = await (await fetch(portal)).text();
  const action = /<form method="post" action="([^"]+\/resume)"/.exec(page)?.[1];
  if (!action) throw new Error("the portal offers no resume");
  const resumed = await fetch(new URL(action, portal), { method: "POST", body: new URLSearchParams({ subscription: id }), redirect: "manual" });
  expect(resumed.status).toBe(303);
  await control(billing.standIn, "webhooks/flush");
}

const priceOf = async (lookupKey: string) => (await billing.stripe.prices.list({ lookup_keys: [lookupKey] })).data[0]!.id;

describe("§ 309 Nr. 9 BGB: an annual plan continues monthly on every path", () => {
  it("rebuilds the switch to monthly when a cancellation in the first paid year is undone in the portal", async () => {
    const { user, id } = await yearlyMember("Undo Paid Year");
    await control(billing.standIn, `subscriptions/${id}/advance`); // trial over: the first paid year runs
    await cancelLikeTheApp(id);
    const cancelled = await billing.stripe.subscriptions.retrieve(id);
    expect(cancelled).toMatchObject({ schedule: null, cancel_at_period_end: true });

    await undoInPortal(user.cookie, id);
    const renewed = await billing.stripe.subscriptions.retrieve(id);
    expect(renewed.cancel_at_period_end).toBe(false);
    expect(renewed.schedule).toBeTruthy();
    const schedule = await billing.stripe.subscriptionSchedules.retrieve(String(renewed.schedule));
    expect(schedule.end_behavior).toBe("release");
    const yearEnd = renewed.items.data[0]!.current_period_end;
    expect(schedule.phases.map((phase) => [phase.items[0]!.price, phase.end_date === yearEnd])).toEqual([
      [await priceOf("kolleague_plus_yearly"), true],
      [await priceOf("kolleague_plus_monthly"), false],
    ]);
    // The previous schedule stays released: the rebuild is a new one.
    const all = (await billing.stripe.subscriptionSchedules.list({ customer: String(renewed.customer) })).data;
    expect(all.map((each) => [each.status, each.subscription, each.released_subscription])).toEqual([
      ["active", id, null],
      ["released", null, id],
    ]);

    // The first year ends: the next period is a month at the monthly price, never another year.
    await control(billing.standIn, `subscriptions/${id}/advance`);
    const after = await billing.stripe.subscriptions.retrieve(id);
    expect(after.items.data[0]!.price.lookup_key).toBe("kolleague_plus_monthly");
    expect(after.items.data[0]!.current_period_end - after.items.data[0]!.current_period_start).toBeLessThanOrEqual(31 * 86_400);
    expect((await subscriptionRows(user.id))[0]).toMatchObject({ billing_interval: "month", status: "active" });
  });

  it("rebuilds trial, first year and monthly when a cancellation during the trial is undone", async () => {
    const { user, id } = await yearlyMember("Undo Trial");
    await cancelLikeTheApp(id);
    await undoInPortal(user.cookie, id);
    const renewed = await billing.stripe.subscriptions.retrieve(id);
    expect(renewed.status).toBe("trialing");
    const schedule = await billing.stripe.subscriptionSchedules.retrieve(String(renewed.schedule));
    expect(schedule.phases.map((phase) => phase.items[0]!.price)).toEqual([
      await priceOf("kolleague_plus_yearly"),
      await priceOf("kolleague_plus_yearly"),
      await priceOf("kolleague_plus_monthly"),
    ]);
    expect(schedule.phases[0]!.end_date).toBe(renewed.trial_end);
  });

  it("leaves a released schedule alone until the subscription itself changes, so the cancellation's own update is not refused", async () => {
    const { id } = await yearlyMember("Release Only");
    const sub = await billing.stripe.subscriptions.retrieve(id);
    await billing.stripe.subscriptionSchedules.release(String(sub.schedule));
    await control(billing.standIn, "webhooks/flush");
    expect((await billing.stripe.subscriptions.retrieve(id)).schedule).toBeNull();
    await expect(billing.stripe.subscriptions.update(id, { cancel_at_period_end: true })).resolves.toMatchObject({ cancel_at_period_end: true });
  });

  it("switches a yearly plan that has no schedule (e.g. changed to yearly in the portal) to monthly at its period end", async () => {
    const user = await signedInUser("Switched To Yearly");
    await orderAndPay(billing.app, user.cookie, "month");
    const [row] = await subscriptionRows(user.id);
    await control(billing.standIn, `subscriptions/${row!.id}/advance`);
    await billing.stripe.subscriptions.update(row!.id, {
      items: [{ id: (await billing.stripe.subscriptions.retrieve(row!.id)).items.data[0]!.id, price: await priceOf("kolleague_plus_yearly") }],
    });
    await control(billing.standIn, "webhooks/flush");
    const yearly = await billing.stripe.subscriptions.retrieve(row!.id);
    expect(yearly.items.data[0]!.price.lookup_key).toBe("kolleague_plus_yearly");
    const schedule = await billing.stripe.subscriptionSchedules.retrieve(String(yearly.schedule));
    expect(schedule.phases.map((phase) => phase.items[0]!.price)).toEqual([
      await priceOf("kolleague_plus_yearly"),
      await priceOf("kolleague_plus_monthly"),
    ]);
    expect(schedule.phases[0]!.end_date).toBe(yearly.items.data[0]!.current_period_end);
  });
});
