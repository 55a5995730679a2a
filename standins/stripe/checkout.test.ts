import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, subscribe, type Harness } from "./test-support";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

describe("Stripe stand-in: catalogue, customers, checkout", () => {
  it("lists the seeded prices by lookup key with the product expanded", async () => {
    const prices = await harness.stripe.prices.list({
      lookup_keys: ["kolleague_plus_monthly", "kolleague_plus_yearly"],
      active: true,
      expand: ["data.product"],
    });
    expect(prices.object).toBe("list");
    const byKey = Object.fromEntries(prices.data.map((price) => [price.lookup_key, price]));
    expect(byKey.kolleague_plus_monthly).toMatchObject({
      unit_amount: 999,
      currency: "eur",
      tax_behavior: "inclusive",
      recurring: { interval: "month" },
    });
    expect(byKey.kolleague_plus_yearly).toMatchObject({ unit_amount: 9900, recurring: { interval: "year" } });
    expect((byKey.kolleague_plus_yearly!.product as Stripe.Product).name).toBe("Kolleague Plus");
    const none = await harness.stripe.prices.list({ lookup_keys: ["no_such_key"] });
    expect(none.data).toEqual([]);
  });

  it("creates, finds by e-mail, updates and deletes customers", async () => {
    const email = `${crypto.randomUUID()}@example.com`;
    const created = await harness.stripe.customers.create({ email, name: "Max", metadata: { user_id: "u1" } });
    expect((await harness.stripe.customers.list({ email })).data.map((customer) => customer.id)).toEqual([created.id]);
    const found = await harness.stripe.customers.search({ query: "metadata['user_id']:'u1' AND email:'" + email + "'" });
    expect(found.data.map((customer) => customer.id)).toEqual([created.id]);
    const updated = await harness.stripe.customers.update(created.id, { name: "Max Mustermann", metadata: { user_id: "" } });
    expect(updated).toMatchObject({ name: "Max Mustermann", metadata: {} });
    expect(await harness.stripe.customers.del(created.id)).toMatchObject({ id: created.id, deleted: true });
    expect((await harness.stripe.customers.list({ email })).data).toEqual([]);
  });

  it("answers an unknown id with Stripe's 404 error", async () => {
    const error = await harness.stripe.subscriptions.retrieve("sub_missing").catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      type: "StripeInvalidRequestError",
      statusCode: 404,
      code: "resource_missing",
      message: "No such subscription: 'sub_missing'",
    });
  });

  it("replays a create with the same Idempotency-Key and refuses the key for other parameters", async () => {
    const key = crypto.randomUUID();
    const first = await harness.stripe.customers.create({ email: "same@example.com" }, { idempotencyKey: key });
    const again = await harness.stripe.customers.create({ email: "same@example.com" }, { idempotencyKey: key });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers["idempotent-replayed"]).toBe("true");
    const error = await harness.stripe.customers.create({ email: "other@example.com" }, { idempotencyKey: key }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ type: "StripeIdempotencyError", statusCode: 400 });
  });

  it("completes a trial checkout on the hosted page (no JS) and delivers verified webhooks", async () => {
    const before = harness.receiver.events.length;
    const { html, completed, retrieved, subscription, session } = await subscribe(harness, "kolleague_plus_yearly", 14);
    expect(html).toContain('lang="de"');
    expect(html).toContain("99,00");
    expect(html).toContain("Testphase starten");
    expect(completed.status).toBe(303);
    expect(completed.headers.get("location")).toBe(`http://app.test/de/checkout/success?session_id=${session.id}`);
    expect(retrieved).toMatchObject({ status: "complete", payment_status: "no_payment_required" });
    expect(subscription).toMatchObject({ status: "trialing", cancel_at_period_end: false, metadata: { user_id: "user-1" } });
    const item = subscription.items.data[0]!;
    expect(item.price.lookup_key).toBe("kolleague_plus_yearly");
    expect(subscription.trial_end).toBe(item.current_period_end);
    expect(subscription.trial_end! - subscription.trial_start!).toBe(14 * 86_400);

    // customer.created (from customers.create) also arrives; the checkout's own events follow in order.
    const types = harness.receiver.events
      .slice(before)
      .map((event) => event.type)
      .filter((type) => type !== "customer.created");
    expect(types).toEqual(["customer.subscription.created", "invoice.paid", "checkout.session.completed"]);
    expect(harness.receiver.rejected).toBe(0);
    const invoice = await harness.stripe.invoices.retrieve(subscription.latest_invoice as string);
    expect(invoice).toMatchObject({ status: "paid", amount_paid: 0 });
  });

  it("takes an exact trial end and shows the submit message above the button, as Checkout does", async () => {
    const { stripe, standIn } = harness;
    const price = (await stripe.prices.list({ lookup_keys: ["kolleague_plus_monthly"] })).data[0]!;
    const base = { mode: "subscription" as const, line_items: [{ price: price.id, quantity: 1 }], success_url: "http://app.test/success" };
    const soon = Math.floor(Date.now() / 1000) + 3600;
    await expect(stripe.checkout.sessions.create({ ...base, subscription_data: { trial_end: soon } })).rejects.toMatchObject({
      param: "subscription_data[trial_end]",
    });
    const trialEnd = Math.floor(Date.now() / 1000) + 10 * 86_400 + 3_000;
    await expect(
      stripe.checkout.sessions.create({ ...base, subscription_data: { trial_end: trialEnd, trial_period_days: 10 } }),
    ).rejects.toMatchObject({
      param: "subscription_data[trial_end]",
    });
    const session = await stripe.checkout.sessions.create({
      ...base,
      subscription_data: { trial_end: trialEnd },
      custom_text: { submit: { message: "You placed your order already." } },
    });
    expect(session).toMatchObject({ amount_total: 0, custom_text: { submit: { message: "You placed your order already." } } });
    const html = await (await fetch(session.url!)).text();
    expect(html).toContain("<p>You placed your order already.</p>");
    expect(html).toContain("10 days free");
    const action = /<form method="post" action="([^"]+\/complete)"/.exec(html)![1]!;
    await fetch(new URL(action, standIn.url), { method: "POST", redirect: "manual" });
    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ["subscription"] });
    const subscription = done.subscription as Stripe.Subscription;
    expect(subscription).toMatchObject({ status: "trialing", trial_end: trialEnd });
    expect(subscription.items.data[0]!.current_period_end).toBe(trialEnd);
  });

  it("charges a checkout without a trial at once and sends cancel back to cancel_url", async () => {
    const { subscription } = await subscribe(harness, "kolleague_plus_monthly");
    expect(subscription.status).toBe("active");
    const invoices = await harness.stripe.invoices.list({ customer: subscription.customer as string });
    expect(invoices.data[0]).toMatchObject({ status: "paid", amount_paid: 999, currency: "eur" });

    const price = (await harness.stripe.prices.list({ lookup_keys: ["kolleague_plus_monthly"] })).data[0]!;
    const session = await harness.stripe.checkout.sessions.create({
      mode: "subscription",
      line_items: [{ price: price.id, quantity: 1 }],
      success_url: "http://app.test/success",
      cancel_url: "http://app.test/en/pricing",
    });
    const cancelled = await fetch(`${session.url}/cancel`, { method: "POST", redirect: "manual" });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get("location")).toBe("http://app.test/en/pricing");
    expect((await harness.stripe.checkout.sessions.retrieve(session.id)).status).toBe("open");
  });

  it("opens a billing portal session whose page lists the subscription", async () => {
    const { customer } = await subscribe(harness, "kolleague_plus_monthly", 7);
    const portal = await harness.stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: "http://app.test/en/my/settings",
      locale: "en",
    });
    const html = await (await fetch(portal.url)).text();
    expect(html).toContain("Trial until");
    expect(html).toContain("Switch to yearly billing");
    expect(html).toContain('href="http://app.test/en/my/settings"');
  });
});
