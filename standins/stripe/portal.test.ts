import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { control, startHarness, subscribe, type Harness } from "./test-support";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

/** Posts one of the portal page's forms, found by its button text, as a browser without JS would. */
async function press(portalUrl: string, label: string) {
  const html = await (await fetch(portalUrl)).text();
  const form = [...html.matchAll(/<form method="post" action="([^"]+)">(.*?)<\/form>/g)].find((match) => match[2]!.includes(`>${label}</button>`));
  if (!form) throw new Error(`no "${label}" button on the portal page`);
  const fields = new URLSearchParams([...form[2]!.matchAll(/name="([^"]+)" value="([^"]+)"/g)].map((match) => [match[1]!, match[2]!]));
  const response = await fetch(new URL(form[1]!, portalUrl), { method: "POST", body: fields, redirect: "manual" });
  expect(response.status).toBe(303);
  return (await fetch(portalUrl)).text();
}

describe("Stripe stand-in: hosted billing portal (no JavaScript)", () => {
  it("cancels at period end, resumes and switches to yearly, each with a webhook", async () => {
    const { customer, subscription } = await subscribe(harness, "kolleague_plus_monthly");
    const portal = await harness.stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: "http://app.test/de/my/settings",
      locale: "de",
    });
    const before = harness.receiver.events.length;

    let html = await press(portal.url, "Zum Ende des Zeitraums kündigen");
    expect(html).toContain("Endet am");
    expect(await harness.stripe.subscriptions.retrieve(subscription.id)).toMatchObject({ cancel_at_period_end: true });

    html = await press(portal.url, "Doch nicht kündigen");
    expect(html).toContain("Verlängert sich am");

    html = await press(portal.url, "Wechseln zu jährlicher Zahlung");
    expect(html).toContain("99,00");
    const switched = await harness.stripe.subscriptions.retrieve(subscription.id);
    expect(switched.items.data[0]!.price.lookup_key).toBe("kolleague_plus_yearly");

    const types = harness.receiver.events.slice(before).map((event) => event.type);
    expect(types).toEqual(["customer.subscription.updated", "customer.subscription.updated", "customer.subscription.updated", "invoice.paid"]);
    const cancelled = harness.receiver.events[before]!;
    expect(cancelled.data.previous_attributes).toMatchObject({ cancel_at_period_end: false });
  });

  it("offers and takes only what the session's configuration enables", async () => {
    const { customer, subscription } = await subscribe(harness, "kolleague_plus_monthly");
    const configuration = await harness.stripe.billingPortal.configurations.create({
      features: {
        invoice_history: { enabled: true },
        subscription_cancel: { enabled: true, mode: "at_period_end" },
        subscription_update: { enabled: false },
      },
      metadata: { purpose: "no plan change" },
    });
    expect(configuration).toMatchObject({
      object: "billing_portal.configuration",
      active: true,
      features: { subscription_update: { enabled: false } },
    });
    const listed = await harness.stripe.billingPortal.configurations.list({ active: true });
    expect(listed.data.map((found) => found.id)).toContain(configuration.id);
    const portal = await harness.stripe.billingPortal.sessions.create({ customer: customer.id, configuration: configuration.id, locale: "en" });
    expect(portal.configuration).toBe(configuration.id);
    const html = await (await fetch(portal.url)).text();
    expect(html).toContain("Cancel at the end of the period");
    expect(html).not.toContain("Switch to");
    const yearly = (await harness.stripe.prices.list({ lookup_keys: ["kolleague_plus_yearly"] })).data[0]!;
    const forced = await fetch(`${portal.url}/switch`, {
      method: "POST",
      body: new URLSearchParams({ subscription: subscription.id, price: yearly.id }),
      redirect: "manual",
    });
    expect(forced.status).toBe(400);
    expect((await harness.stripe.subscriptions.retrieve(subscription.id)).items.data[0]!.price.lookup_key).toBe("kolleague_plus_monthly");
    await expect(harness.stripe.billingPortal.sessions.create({ customer: customer.id, configuration: "bpc_unknown" })).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it("shows a failed payment, pays it with a new card, and refuses another customer's subscription", async () => {
    const { customer, subscription } = await subscribe(harness, "kolleague_plus_monthly");
    await control(harness.standIn, `subscriptions/${subscription.id}/advance`, { fail_payment: true });
    const portal = await harness.stripe.billingPortal.sessions.create({ customer: customer.id, locale: "en" });
    const html = await (await fetch(portal.url)).text();
    expect(html).toContain("Payment failed");
    await press(portal.url, "Update payment method");
    const paid = await harness.stripe.subscriptions.retrieve(subscription.id, { expand: ["latest_invoice"] });
    expect(paid.status).toBe("active");
    expect(paid.latest_invoice).toMatchObject({ status: "paid", amount_paid: 999 });

    const other = await subscribe(harness, "kolleague_plus_monthly");
    const response = await fetch(`${portal.url}/cancel`, {
      method: "POST",
      body: new URLSearchParams({ subscription: other.subscription.id }),
      redirect: "manual",
    });
    expect(response.status).toBe(400);
    expect((await harness.stripe.subscriptions.retrieve(other.subscription.id)).cancel_at_period_end).toBe(false);
  });
});
