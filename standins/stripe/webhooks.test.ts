import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseParams } from "./form";
import { control, startHarness, subscribe, TEST_SECRET, type Harness } from "./test-support";
import { signatureHeader } from "./webhooks";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ retryDelaysMs: [20, 40] });
});
afterAll(() => harness.close());

type Summary = { id: string; type: string; object_id: string; deliveries: { attempt: number; status: number | null }[] };

describe("Stripe stand-in: webhook delivery", () => {
  it("signs so that constructEvent accepts the right secret and refuses another", () => {
    const payload = JSON.stringify({ id: "evt_1", object: "event", type: "invoice.paid" });
    const header = signatureHeader(payload, TEST_SECRET);
    const verifier = new Stripe("sk_test_unused");
    expect(verifier.webhooks.constructEvent(payload, header, TEST_SECRET).id).toBe("evt_1");
    expect(() => verifier.webhooks.constructEvent(payload, header, "whsec_other")).toThrow(/signature/i);
  });

  it("resends an event as a duplicate: same id and body, verified again", async () => {
    const { subscription } = await subscribe(harness, "kolleague_plus_monthly", 7);
    const { data } = await (await fetch(`${harness.standIn.url}/__standin/events?type=customer.subscription.created`)).json();
    const created = (data as Summary[]).find((event) => event.object_id === subscription.id)!;
    for (let count = 0; count < 3; count += 1) await control(harness.standIn, `events/${created.id}/resend`);
    const copies = harness.receiver.events.filter((event) => event.id === created.id);
    expect(copies).toHaveLength(4);
    expect(new Set(copies.map((event) => JSON.stringify(event))).size).toBe(1);
  });

  it("holds deliveries and releases them newest first (out of order)", async () => {
    await control(harness.standIn, "webhooks/hold");
    const before = harness.receiver.events.length;
    const { subscription, completed } = await subscribe(harness, "kolleague_plus_monthly", 7);
    // Held: the hosted page redirects before the app has heard of the payment (its "confirming" state).
    expect(completed.status).toBe(303);
    expect(harness.receiver.events.length).toBe(before);
    await control(harness.standIn, `subscriptions/${subscription.id}/advance`);
    const released = await control(harness.standIn, "webhooks/release", { order: "reverse" });
    const types = released.data.map((event: Summary) => event.type).filter((type: string) => type !== "customer.created");
    expect(types).toEqual([
      "invoice.paid",
      "customer.subscription.updated",
      "checkout.session.completed",
      "invoice.paid",
      "customer.subscription.created",
    ]);
    const arrived = harness.receiver.events.slice(before).filter((event) => event.type.startsWith("customer.subscription"));
    expect(arrived.map((event) => event.type)).toEqual(["customer.subscription.updated", "customer.subscription.created"]);
    expect(arrived[0]!.created).toBeGreaterThanOrEqual(arrived[1]!.created);
  });

  it("retries a delivery the app refused, with bounded backoff, and records each answer", async () => {
    harness.receiver.failNext.push(500, 503);
    const customer = await harness.stripe.customers.create({ email: "retry@example.com" });
    // The retries run on timers (20 ms, then 40 ms); flush with retries returns once they have run.
    await control(harness.standIn, "webhooks/flush", { retries: true });
    const { data } = await (await fetch(`${harness.standIn.url}/__standin/events?type=customer.created`)).json();
    const summary = (data as Summary[]).find((event) => event.object_id === customer.id)!;
    expect(summary.deliveries.map((delivery) => delivery.status)).toEqual([500, 503, 200]);
    expect(harness.receiver.events.filter((event) => event.id === summary.id)).toHaveLength(1);
  });

  it("records events for GET /v1/events like Stripe's event API", async () => {
    const events = await harness.stripe.events.list({ type: "checkout.session.completed", limit: 1 });
    expect(events.data[0]).toMatchObject({ object: "event", api_version: "2026-10-28.endive", type: "checkout.session.completed" });
    const again = await harness.stripe.events.retrieve(events.data[0]!.id);
    expect(again.id).toBe(events.data[0]!.id);
  });
});

describe("Stripe stand-in: request encoding", () => {
  it("reads bracket notation, indexed arrays and pushes as the SDK writes them", () => {
    const params = parseParams(
      "line_items[0][price]=price_1&line_items[0][quantity]=2&expand[]=a&expand[]=b.c&metadata[user_id]=u%201&subscription_data[trial_period_days]=14",
    );
    expect(params).toEqual({
      line_items: [{ price: "price_1", quantity: "2" }],
      expand: ["a", "b.c"],
      metadata: { user_id: "u 1" },
      subscription_data: { trial_period_days: "14" },
    });
  });
});
