// Shared by the stand-in's tests: the stand-in on a free port, the official SDK pointed at it, and a
// webhook receiver that verifies every delivery with stripe.webhooks.constructEvent, as the app will.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { TEST_STRIPE_WEBHOOK_SECRET } from "../../tests/support/test-env";
import { startStripeStandIn, type StripeStandIn } from "./index";

export const TEST_SECRET = TEST_STRIPE_WEBHOOK_SECRET;

type Receiver = {
  url: string;
  /** Verified events in arrival order (duplicates included). */
  events: Stripe.Event[];
  /** Deliveries whose signature did not verify. */
  rejected: number;
  /** The status the receiver answers with next (each entry used once), then 200. */
  failNext: number[];
  close: () => Promise<void>;
};

async function startReceiver(secret = TEST_SECRET): Promise<Receiver> {
  const verifier = new Stripe("sk_test_unused");
  const receiver: Receiver = { url: "", events: [], rejected: 0, failNext: [], close: async () => {} };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      try {
        const event = verifier.webhooks.constructEvent(Buffer.concat(chunks), String(request.headers["stripe-signature"]), secret);
        const status = receiver.failNext.shift() ?? 200;
        if (status < 300) receiver.events.push(event);
        response.writeHead(status).end();
      } catch {
        receiver.rejected += 1;
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/stripe`;
  receiver.close = () => new Promise((resolve) => server.close(() => resolve()));
  return receiver;
}

export type Harness = { standIn: StripeStandIn; stripe: Stripe; receiver: Receiver; close: () => Promise<void> };

export async function startHarness(options: { retryDelaysMs?: number[] } = {}): Promise<Harness> {
  const receiver = await startReceiver();
  const standIn = await startStripeStandIn({
    port: 0,
    webhookUrl: receiver.url,
    webhookSecret: TEST_SECRET,
    quiet: true,
    retryDelaysMs: options.retryDelaysMs ?? [],
  });
  const stripe = new Stripe("sk_test_local_development_key_do_not_use_in_production", { host: "127.0.0.1", port: standIn.port, protocol: "http" });
  return { standIn, stripe, receiver, close: async () => Promise.all([standIn.stop(), receiver.close()]).then(() => undefined) };
}

/** POSTs a control action and returns its JSON. */
export async function control(standIn: StripeStandIn, path: string, body: Record<string, unknown> = {}) {
  const response = await fetch(`${standIn.url}/__standin/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A checkout for a customer, completed through the hosted page's form the way a browser without JS posts it. */
export async function subscribe(harness: Harness, lookupKey: string, trialDays?: number) {
  const { stripe, standIn } = harness;
  const customer = await stripe.customers.create({ email: `${crypto.randomUUID()}@example.com`, name: "Erika Mustermann" });
  const { data } = await stripe.prices.list({ lookup_keys: [lookupKey], active: true });
  const session = await stripe.checkout.sessions.create({
    mode: "subscription",
    customer: customer.id,
    line_items: [{ price: data[0]!.id, quantity: 1 }],
    subscription_data: trialDays ? { trial_period_days: trialDays, metadata: { user_id: "user-1" } } : { metadata: { user_id: "user-1" } },
    success_url: "http://app.test/de/checkout/success?session_id={CHECKOUT_SESSION_ID}",
    cancel_url: "http://app.test/de/pricing",
    locale: "de",
  });
  const page = await fetch(session.url!);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+\/complete)"/.exec(html)?.[1];
  if (!action) throw new Error("the hosted checkout page has no complete form");
  const completed = await fetch(new URL(action, standIn.url), { method: "POST", redirect: "manual" });
  const retrieved = await stripe.checkout.sessions.retrieve(session.id, { expand: ["subscription"] });
  return { customer, session, html, completed, retrieved, subscription: retrieved.subscription as Stripe.Subscription };
}
