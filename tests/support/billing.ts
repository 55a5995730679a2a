import { createServer, request as httpRequest } from "node:http";
import Stripe from "stripe";
import { afterAll, beforeAll } from "vitest";
import type { AddressInfo } from "node:net";
import { startStripeStandIn, type StripeStandIn } from "../../standins/stripe/index";
import { startApp, type RunningApp } from "./app-server";
import { TEST_STRIPE_WEBHOOK_SECRET } from "./test-env";
import { adminClient } from "./clients";
import { postForm } from "./http";
import { cookieHeader, sessionCookies, type TestUser } from "./session";

/** The official SDK talking to a test's own stand-in, to check what the app did at "Stripe". */
function stripeClient(standIn: StripeStandIn): Stripe {
  return new Stripe("sk_test_local_development_key_do_not_use_in_production", {
    host: "127.0.0.1",
    port: new URL(standIn.url).port,
    protocol: "http",
  });
}

/**
 * A test file's billing app: started before its tests, stopped after them. The fields are filled once
 * `beforeAll` has run, so tests read them as `billing.app`, `billing.standIn`, `billing.stripe`.
 */
export function billingAppForFile(overrides: Record<string, string> = {}) {
  const billing = {} as { app: RunningApp; standIn: StripeStandIn; stripe: Stripe };
  let stop = async () => {};
  beforeAll(async () => {
    const started = await startBillingApp(overrides);
    Object.assign(billing, { app: started.app, standIn: started.standIn, stripe: stripeClient(started.standIn) });
    stop = started.stop;
  });
  afterAll(() => stop());
  return billing;
}

/**
 * The app and its own Stripe stand-in. The stand-in needs the app's webhook URL before the app (which
 * picks its port on start) exists, so webhooks go through a small forwarder whose target is set once the
 * app listens; the bytes and the Stripe-Signature header pass through unchanged.
 */
export async function startBillingApp(
  overrides: Record<string, string> = {},
): Promise<{ app: RunningApp; standIn: StripeStandIn; stop: () => Promise<void> }> {
  let target = "";
  const forwarder = createServer((incoming, outgoing) => {
    const upstream = httpRequest(new URL(incoming.url ?? "/", target), { method: incoming.method, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    upstream.on("error", () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => forwarder.listen(0, "127.0.0.1", resolve));
  const webhookUrl = `http://127.0.0.1:${(forwarder.address() as AddressInfo).port}/webhooks/stripe`;
  const standIn = await startStripeStandIn({ port: 0, webhookUrl, webhookSecret: TEST_STRIPE_WEBHOOK_SECRET, quiet: true, retryDelaysMs: [] });
  const app = await startApp({ STRIPE_API_URL: standIn.url, RATE_LIMIT_DECLARATION_IP: "1000/1m", ...overrides });
  target = app.url;
  return {
    app,
    standIn,
    stop: async () => {
      await app.stop();
      await standIn.stop();
      await new Promise<void>((resolve) => forwarder.close(() => resolve()));
    },
  };
}

/** POSTs a stand-in control action (/__standin/…) and returns its JSON. */
export async function control(standIn: StripeStandIn, path: string, body: Record<string, string> = {}) {
  const response = await fetch(`${standIn.url}/__standin/${path}`, { method: "POST", body: new URLSearchParams(body) });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * Orders through the app's overview (the form a browser without JS posts) and completes the stand-in's
 * hosted checkout page the same way; returns where Stripe sent the browser back to.
 */
export async function orderAndPay(
  app: Pick<RunningApp, "url">,
  cookie: string,
  interval: "month" | "year",
  path = "/checkout",
  /** Runs between the order (recorded, sent to Stripe) and the payment. */
  beforePay?: () => Promise<void>,
) {
  const ordered = await postForm(app, `${path}?interval=${interval}`, { interval }, { Cookie: cookie });
  if (ordered.status !== 303) throw new Error(`order answered ${ordered.status}: ${await ordered.text()}`);
  await beforePay?.();
  const checkoutUrl = ordered.headers.get("location")!;
  const page = await (await fetch(checkoutUrl)).text();
  const action = /<form method="post" action="([^"]+\/complete)"/.exec(page)?.[1];
  if (!action) throw new Error("the hosted checkout page has no complete form");
  const completed = await fetch(new URL(action, checkoutUrl), { method: "POST", redirect: "manual" });
  return { checkoutUrl, page, returnTo: completed.headers.get("location") ?? "" };
}

export async function subscriptionRows(userId: string) {
  const { data, error } = await adminClient().from("subscriptions").select("*").eq("user_id", userId);
  if (error) throw error;
  return data;
}

/**
 * Makes a user a Kolleague Plus member the way a real one becomes one: the app's order form, the
 * stand-in's hosted checkout and its webhooks to the app (a monthly plan in its trial). Every test that
 * needs a member takes it from here rather than writing membership rows itself, so a member always has
 * what the webhook stores. Returns the subscription's id (the contract number).
 */
export async function makePlusMember(app: Pick<RunningApp, "url">, user: TestUser): Promise<string> {
  await orderAndPay(app, cookieHeader(await sessionCookies(user.email, user.password)), "month");
  const [subscription] = await subscriptionRows(user.id);
  if (!subscription) throw new Error("the order left no subscription: did the Stripe stand-in reach the app's webhook?");
  return subscription.id;
}

/** The § 312k form's fields with the defaults a test does not care about. */
export const cancellation = (fields: Record<string, string>) => ({
  name: "Someone",
  contractReference: "",
  kind: "ordinary",
  reason: "",
  end: "next_possible",
  date: "",
  ...fields,
});
