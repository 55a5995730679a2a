import { createServer, request as httpRequest } from "node:http";
import { connect, createServer as createTcpServer, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withinWithdrawalPeriod, withdrawalPeriodEnd } from "../../app/features/declarations/withdrawal-period";
import { germanIsoDay } from "../../app/lib/german-day";
import type { StripeStandIn } from "../../standins/stripe/index";
import type { RunningApp } from "../support/app-server";
import { adminClient } from "../support/clients";
import { postForm } from "../support/http";
import { visibleText } from "../support/html";
import { pollUntil } from "../support/poll";
import { expectNoMail, mailsTo, waitForMail } from "../support/mail";
import { uniqueEmail } from "../support/session";
import { signedInUser } from "../support/account";
import { cancellation, control, orderAndPay, startBillingApp, subscriptionRows } from "../support/billing";

let app: RunningApp;
let standIn: StripeStandIn;
let stop: () => Promise<void>;
let stopProxy: () => Promise<void>;
/** While true, the proxy in front of the Stripe stand-in refuses every change to a subscription. */
let stripeFails = false;
/** While true, the proxy in front of the mail capture drops every connection: no mail goes out. */
let mailFails = false;
let stopMailProxy: () => Promise<void>;

/** A TCP proxy in front of the test run's SMTP capture, so a test can make sending mail fail and recover. */
async function mailProxy(): Promise<{ url: string; close: () => Promise<void> }> {
  const capture = new URL(process.env.TEST_SMTP_URL ?? "smtp://127.0.0.1:54325");
  const server = createTcpServer((incoming) => {
    if (mailFails) return void incoming.destroy();
    const upstream = connect(Number(capture.port), capture.hostname);
    incoming.pipe(upstream).pipe(incoming);
    upstream.on("error", () => incoming.destroy());
    incoming.on("error", () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The app talks to Stripe through this proxy, so a test can make Stripe fail (an API error on every
 * subscription update or cancel) and then recover, without touching the stand-in.
 */
async function stripeProxy(): Promise<{ url: string; setTarget: (url: string) => void; close: () => Promise<void> }> {
  let target = "";
  const server = createServer((incoming, outgoing) => {
    if (stripeFails && incoming.method !== "GET" && /^\/v1\/subscriptions\/[^/]+$/.test(incoming.url ?? "")) {
      incoming.resume();
      outgoing.writeHead(400, { "Content-Type": "application/json" });
      outgoing.end(JSON.stringify({ error: { type: "invalid_request_error", message: "injected failure" } }));
      return;
    }
    const upstream = httpRequest(new URL(incoming.url ?? "/", target), { method: incoming.method, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    upstream.on("error", () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    setTarget: (url) => (target = url),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

beforeAll(async () => {
  const proxy = await stripeProxy();
  const mail = await mailProxy();
  ({ app, standIn, stop } = await startBillingApp({ STRIPE_API_URL: proxy.url, DECLARATION_RETRY_SECONDS: "1", SMTP_URL: mail.url }));
  proxy.setTarget(standIn.url);
  stopProxy = proxy.close;
  stopMailProxy = mail.close;
});
afterAll(async () => {
  await stop();
  await stopProxy();
  await stopMailProxy();
});

async function member(interval: "month" | "year" = "month") {
  const owner = await signedInUser("Declaring Owner");
  await orderAndPay(app, owner.cookie, interval);
  await control(standIn, "webhooks/flush");
  const [sub] = await subscriptionRows(owner.id);
  return { owner, sub: sub! };
}

/** The owner's one-time link from the mail the queue sends to the account. */
async function ownerLink(email: string, subject: RegExp) {
  const mail = await waitForMail({ to: email, subject });
  const link = new URL(mail.links.find((href) => href.includes("/confirm-declaration?"))!);
  return { path: link.pathname, query: link.search, fields: Object.fromEntries(link.searchParams) };
}

/** Polls the row until the worker has moved it to `state` (the queue offers no push; this is its sync point). */
async function waitForState(table: "contract_cancellations" | "contract_withdrawals", id: string, state: string, timeoutMs = 15_000) {
  return pollUntil(
    `row ${id} of ${table} reaching ${state}`,
    async () => (await adminClient().from(table).select("*").eq("id", id).single()).data,
    (row) => row !== null && row.state === state,
    { timeoutMs },
  );
}

describe("the owner's one-time link", () => {
  it("works once: a second POST and a second visit find it used", async () => {
    const { owner, sub } = await member();
    await postForm(app, "/cancel-contract", cancellation({ email: uniqueEmail("stranger"), contractReference: sub.id }));
    const link = await ownerLink(owner.email, /Please confirm the cancellation/);
    expect((await postForm(app, link.path, link.fields)).status).toBe(200);
    expect((await subscriptionRows(owner.id))[0]).toMatchObject({ cancel_at_period_end: true });
    const again = await postForm(app, link.path, link.fields);
    expect(again.status).toBe(410);
    expect(visibleText(await again.text())).toContain("This link is no longer valid");
    expect(visibleText(await (await fetch(app.url + link.path + link.query)).text())).toContain("This link is no longer valid");
  });

  it("expires, and a link with a forged signature confirms nothing", async () => {
    const { owner, sub } = await member();
    await postForm(app, "/cancel-contract", cancellation({ email: uniqueEmail("stranger"), contractReference: sub.id }));
    const link = await ownerLink(owner.email, /Please confirm the cancellation/);
    const forged = await postForm(app, link.path, { ...link.fields, sig: "A".repeat(43) });
    expect(forged.status).toBe(410);
    await adminClient()
      .from("contract_cancellations")
      .update({ confirm_expires_at: new Date(Date.now() - 1000).toISOString() })
      .eq("id", link.fields.id!);
    expect(visibleText(await (await fetch(app.url + link.path + link.query)).text())).toContain("This link is no longer valid");
    expect((await postForm(app, link.path, link.fields)).status).toBe(410);
    expect((await subscriptionRows(owner.id))[0]).toMatchObject({ cancel_at_period_end: false, cancel_at: null });
    const { data } = await adminClient().from("contract_cancellations").select("state").eq("id", link.fields.id!).single();
    expect(data?.state).toBe("awaiting_owner");
  });
});

describe("the signed-in owner", () => {
  it("cancels at once and is told the end date", async () => {
    const { owner, sub } = await member();
    const response = await postForm(app, "/cancel-contract", cancellation({ email: owner.email, name: "Declaring Owner" }), { Cookie: owner.cookie });
    expect(response.status).toBe(200);
    expect(visibleText(await response.text())).toMatch(/Your contract ends on \d{1,2} \w+ \d{4}/);
    expect((await subscriptionRows(owner.id))[0]).toMatchObject({ cancel_at_period_end: true });
    const { data } = await adminClient()
      .from("contract_cancellations")
      .select("state, identified_by, subscription_id")
      .eq("email", owner.email)
      .single();
    expect(data).toEqual({ state: "done", identified_by: "session", subscription_id: sub.id });
  });

  it("ends the contract on the wished day, named alike on the receipt, in the mail and in the settings", async () => {
    const { owner, sub } = await member();
    const wished = germanIsoDay(new Date(Date.now() + 60 * 86_400_000));
    const named = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(new Date(wished));
    const fields = cancellation({ email: owner.email, name: "Declaring Owner", end: "specific", date: wished });
    const receipt = visibleText(await (await postForm(app, "/cancel-contract", fields, { Cookie: owner.cookie })).text());
    expect(receipt).toContain(`Your contract ends on ${named}.`);
    const [row] = await subscriptionRows(owner.id);
    expect(germanIsoDay(new Date(row!.cancel_at!))).toBe(wished);
    expect((await waitForMail({ to: owner.email, subject: /Confirmation of your cancellation/ })).text).toContain(`Your contract ends on ${named}.`);
    const settings = visibleText(await (await fetch(`${app.url}/my/settings`, { headers: { Cookie: owner.cookie } })).text());
    expect(settings).toContain(`Cancelled: ends on ${named}`);
    // Still in the trial, which ends before the wished day: the time after it is paid, and the page says when that starts.
    const trialEnd = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/Berlin" }).format(new Date(sub.trial_end!));
    expect(settings).toContain(`Your free trial ends on ${trialEnd}; from then until the contract ends, you pay for Kolleague Plus.`);
    expect(settings).toContain(`Your free trial runs up to and including ${trialEnd}. Deleting your account ends it at once`);
  });

  it("is only the owner: signed in as someone else, the declaration waits for the owner's link like a stranger's", async () => {
    const { owner, sub } = await member();
    const other = await signedInUser("Other Member");
    const response = await postForm(app, "/cancel-contract", cancellation({ email: other.email, contractReference: sub.id }), {
      Cookie: other.cookie,
    });
    expect(visibleText(await response.text())).toContain("we carry it out as soon as the account holder confirms it");
    await waitForMail({ to: owner.email, subject: /Please confirm the cancellation/ });
    expect((await subscriptionRows(owner.id))[0]).toMatchObject({ cancel_at_period_end: false, cancel_at: null });
    const { data } = await adminClient().from("contract_cancellations").select("state, declarant_user_id").eq("email", other.email).single();
    expect(data).toEqual({ state: "awaiting_owner", declarant_user_id: other.id });
  });

  it("withdraws at once until the end of the 14th day in Berlin time, not only for 14 × 24 hours", async () => {
    const { owner, sub } = await member();
    const concluded = new Date(Date.now() - 14 * 86_400_000 - 60_000);
    // Only false in the first minute after Berlin midnight; the unit tests pin the edge to the second.
    expect(withinWithdrawalPeriod(concluded, new Date(Date.now() + 5_000))).toBe(true);
    await adminClient().from("subscriptions").update({ created_at: concluded.toISOString() }).eq("id", sub.id);
    const fields = { name: "Declaring Owner", email: owner.email, contractReference: sub.id, step: "confirm" };
    const response = await postForm(app, "/withdraw", fields, { Cookie: owner.cookie });
    expect(visibleText(await response.text())).toContain("Your membership has ended.");
    expect((await subscriptionRows(owner.id))[0]?.status).toBe("canceled");
  });

  it("after the period: treated as a cancellation to the next possible date, and the page says so", async () => {
    const { owner, sub } = await member();
    // 21 days: a last day on a weekend or holiday moves to the next working day (§ 193 BGB), at most 4 days on.
    const concluded = new Date(Date.now() - 21 * 86_400_000);
    const periodEnd = withdrawalPeriodEnd(concluded);
    expect(periodEnd.getTime()).toBeLessThan(Date.now());
    await adminClient().from("subscriptions").update({ created_at: concluded.toISOString() }).eq("id", sub.id);
    const fields = { name: "Declaring Owner", email: owner.email, contractReference: sub.id, step: "confirm" };
    const page = visibleText(await (await postForm(app, "/withdraw", fields, { Cookie: owner.cookie })).text());
    expect(page).toMatch(/The withdrawal period ended on \d{1,2} \w+ \d{4}, so we treat your declaration as a cancellation: your contract ends on/);
    expect((await subscriptionRows(owner.id))[0]).toMatchObject({ status: "trialing", cancel_at_period_end: true });
  });

  it("keeps the declaration queued when Stripe fails, shows that it is being carried out, and retries to success", async () => {
    const { owner } = await member();
    stripeFails = true;
    let id: string;
    try {
      const response = await postForm(app, "/cancel-contract", cancellation({ email: owner.email }), { Cookie: owner.cookie });
      expect(response.status).toBe(200);
      expect(visibleText(await response.text())).toContain("Your declaration is recorded and we are carrying it out.");
      const { data } = await adminClient().from("contract_cancellations").select("id, state, attempts, last_error").eq("email", owner.email).single();
      expect(data).toMatchObject({ state: "queued", attempts: 1, last_error: expect.stringContaining("injected failure") });
      expect((await subscriptionRows(owner.id))[0]).toMatchObject({ cancel_at_period_end: false });
      id = data!.id;
    } finally {
      stripeFails = false;
    }
    const done = await waitForState("contract_cancellations", id, "done");
    expect(done).toMatchObject({ outcome: "ended", last_error: null });
    expect((await subscriptionRows(owner.id))[0]).toMatchObject({ cancel_at_period_end: true });
    // § 312k (4) BGB: the receipt went out at once, while Stripe failed; the end date followed.
    const mails = await mailsTo({ to: owner.email, subject: /Confirmation of your cancellation/ });
    expect(mails).toHaveLength(2);
    const [result, receipt] = await Promise.all(
      mails.map((mail) => waitForMail({ to: owner.email, except: mails.filter((other) => other.id !== mail.id) })),
    );
    expect(receipt!.text).toContain("We are carrying out your cancellation.");
    expect(result!.text).toMatch(/ends on/);
  });

  it("tells the operator to refund a withdrawal even when mail failed at that moment, retrying until it is out", async () => {
    const { owner, sub } = await member();
    const inbox = { to: "hello@kolleague.local", subject: `Widerruf eingegangen (${sub.id})` };
    mailFails = true;
    let id: string;
    try {
      const fields = { name: "Declaring Owner", email: owner.email, contractReference: sub.id, step: "confirm" };
      const page = visibleText(await (await postForm(app, "/withdraw", fields, { Cookie: owner.cookie })).text());
      expect(page).toContain("Your membership has ended.");
      const { data } = await adminClient()
        .from("contract_withdrawals")
        .select("id, state, executed_at, operator_notified_at")
        .eq("email", owner.email)
        .single();
      // Carried out at Stripe, the refund notice still owed: the row is not done.
      expect(data).toMatchObject({ state: "queued", operator_notified_at: null });
      expect(data!.executed_at).not.toBeNull();
      id = data!.id;
    } finally {
      mailFails = false;
    }
    const done = await waitForState("contract_withdrawals", id, "done");
    expect(done!.operator_notified_at).not.toBeNull();
    await waitForMail(inbox);
    await waitForMail({ to: owner.email, subject: /withdrawal/i });
  });
});

describe("no oracle, no echo", () => {
  it("answers an address with a contract and one without alike, and never faster than the floor", async () => {
    const { owner } = await member();
    const unknown = uniqueEmail("unknown");
    const answer = async (email: string) => {
      const started = performance.now();
      const response = await postForm(app, "/cancel-contract", cancellation({ email, name: "Same Name" }));
      const body = await response.text();
      return {
        status: response.status,
        ms: performance.now() - started,
        text: visibleText(body.replaceAll(email, "EMAIL"))
          .replace(/Received on \d{1,2} \w+ \d{4} at \d{2}:\d{2}:\d{2} \S+/g, "Received on T")
          .trim(),
      };
    };
    const known = await answer(owner.email);
    const other = await answer(unknown);
    expect(known.status).toBe(200);
    expect(other.status).toBe(known.status);
    expect(other.text).toBe(known.text);
    expect(known.ms).toBeGreaterThanOrEqual(590);
    expect(other.ms).toBeGreaterThanOrEqual(590);
    expect(known.text).toContain("we carry it out as soon as the account holder confirms it");
  });

  it("mails no free-text reason to the typed address or the account; the record and the operator keep it", async () => {
    const { owner, sub } = await member();
    const stranger = uniqueEmail("echo");
    const reason = "Visit https://phish.example.test/login now";
    await postForm(app, "/cancel-contract", cancellation({ email: stranger, contractReference: sub.id, kind: "extraordinary", reason }));
    const ack = await waitForMail({ to: stranger, subject: /Confirmation of your cancellation/ });
    const ask = await waitForMail({ to: owner.email, subject: /Please confirm the cancellation/ });
    for (const mail of [ack, ask]) {
      expect(mail.text).not.toContain("phish.example.test");
      expect(mail.html ?? "").not.toContain("phish.example.test");
    }
    const { data } = await adminClient().from("contract_cancellations").select("reason").eq("email", stranger).single();
    expect(data?.reason).toBe(reason);
    const link = await ownerLink(owner.email, /Please confirm the cancellation/);
    await postForm(app, link.path, link.fields);
    const notice = await waitForMail({ to: "hello@kolleague.local", subject: new RegExp(`\\(${sub.id}\\)`) });
    expect(notice.text).toContain("phish.example.test");
  });

  it("records a honeypot hit as flagged, answers as usual and carries out nothing", async () => {
    const { owner, sub } = await member();
    const before = await mailsTo({ to: owner.email });
    const response = await postForm(app, "/cancel-contract", cancellation({ email: owner.email, contractReference: sub.id, website: "spam" }));
    expect(response.status).toBe(200);
    expect(visibleText(await response.text())).toContain("we carry it out as soon as the account holder confirms it");
    const { data } = await adminClient().from("contract_cancellations").select("state").eq("email", owner.email).single();
    expect(data?.state).toBe("flagged");
    const sentinel = uniqueEmail("sentinel");
    await expectNoMail(
      { to: owner.email, except: before },
      { to: sentinel, send: () => postForm(app, "/cancel-contract", cancellation({ email: sentinel })) },
    );
    expect((await subscriptionRows(owner.id))[0]).toMatchObject({ cancel_at_period_end: false, cancel_at: null });
  });
});
