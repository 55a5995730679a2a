import { createHash, randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/app-server";
import { adminClient, anonymousClient, userClient } from "../support/clients";
import { postForm } from "../support/http";
import { pollUntil } from "../support/poll";
import { pathOf, waitForMail } from "../support/mail";
import { uniqueEmail } from "../support/session";
import { metaTestEnv, testMetaUrl } from "../support/test-env";
import { signedInUser } from "../support/account";
import { startBillingApp } from "../support/billing";

// Each app reports to a pixel id of its own, so what the shared stand-in received for it is this file's alone.
const newPixelId = () => `9${String(randomInt(1e9)).padStart(9, "0")}${String(randomInt(1e5)).padStart(5, "0")}`;
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const FBP = "fb.1.1795400000000.1234567890";

interface Received {
  pixel: unknown[];
  server: { body: { data: Record<string, unknown>[]; access_token: string } }[];
  failedAttempts: number;
}
const received = async (pixelId: string): Promise<Received> => (await fetch(`${testMetaUrl()}/__standin/received?pixel=${pixelId}`)).json();

/** Waits for the stand-in (the queue sends in the background); a timeout also shows the queue's latest rows. */
const until = (pixelId: string, done: (got: Received) => boolean) =>
  pollUntil("the stand-in", () => received(pixelId), done, { timeoutMs: 20_000 }).catch(async (error: Error) => {
    const { data } = await adminClient().from("conversion_events").select("*").order("created_at", { ascending: false }).limit(3);
    throw new Error(`${error.message} queue: ${JSON.stringify(data)}`);
  });

/** The consent cookie as the cookie banner sets it. */
async function consentCookie(app: RunningApp, marketing: boolean): Promise<string> {
  const answer = await postForm(app, "/resources/consent", { intent: marketing ? "accept-all" : "reject-all", redirectTo: "/" }, { Origin: app.url });
  const cookie = answer.headers.getSetCookie().find((value) => value.startsWith("consent="));
  if (!cookie) throw new Error("no consent cookie");
  return cookie.split(";")[0]!;
}

/** A real sign-up, confirmed through the mail link's button on `app` with the visitor's cookies. */
async function signUpAndConfirm(app: RunningApp, cookie: string) {
  const email = uniqueEmail("conversion");
  const { data, error } = await anonymousClient().auth.signUp({ email, password: "a long enough passphrase" });
  if (error || !data.user) throw error ?? new Error("no user");
  const mail = await waitForMail({ to: email, subject: /Confirm your email address/ });
  const link = mail.links.find((href) => href.includes("/auth/confirm?"));
  if (!link) throw new Error("no confirmation link");
  const query = new URL(app.url + pathOf(link)).searchParams;
  const confirmed = await fetch(app.url + "/auth/confirm", {
    method: "POST",
    headers: { Origin: app.url, Cookie: cookie, "User-Agent": "ConversionTest/1.0" },
    // Every field of the link, as the page's button posts them.
    body: query,
    redirect: "manual",
  });
  return { email, userId: data.user.id, confirmed };
}

const rowsOf = async (userId: string) => {
  const { data, error } = await adminClient().from("conversion_events").select("*").eq("user_id", userId);
  if (error) throw error;
  return data;
};

/** Waits for the queue's row of `userId` to show what the worker wrote after the stand-in answered. */
const rowUntil = (userId: string, done: (row: Awaited<ReturnType<typeof rowsOf>>[number] | undefined) => boolean) =>
  pollUntil(
    "the queue's row",
    () => rowsOf(userId),
    ([row]) => done(row),
    { timeoutMs: 20_000 },
  );

describe("server-side conversions", () => {
  const pixelId = newPixelId();
  let app: RunningApp;
  beforeAll(async () => {
    app = await startApp(metaTestEnv(pixelId));
  });
  afterAll(() => app.stop());

  it("with consent to marketing, a confirmed sign-up sends one event with hashed identifiers, and the next page's pixel gets its id", async () => {
    const consent = await consentCookie(app, true);
    const { email, userId, confirmed } = await signUpAndConfirm(app, `${consent}; _fbp=${FBP}`);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/app");

    const got = await until(pixelId, (state) => state.server.some((call) => JSON.stringify(call).includes(sha256(email))));
    const mine = got.server.filter((call) => JSON.stringify(call).includes(sha256(email)));
    expect(mine).toHaveLength(1);
    const event = mine[0]!.body.data[0]!;
    expect(event).toMatchObject({
      event_name: "CompleteRegistration",
      action_source: "website",
      user_data: {
        em: [sha256(email)],
        external_id: [sha256(userId)],
        client_ip_address: "127.0.0.1",
        client_user_agent: "ConversionTest/1.0",
        fbp: FBP,
      },
    });
    expect(mine[0]!.body.access_token).toBe("meta_local_development_key");
    expect(JSON.stringify(mine[0]!.body)).not.toContain(email);

    // The page the redirect leads to hands the same event id to the browser pixel.
    const cookies = confirmed.headers
      .getSetCookie()
      .map((value) => value.split(";")[0]!)
      .filter((value) => !value.endsWith("="));
    const next = await fetch(app.url + "/app", { headers: { Cookie: [consent, ...cookies].join("; ") } });
    expect(await next.text()).toContain(String(event.event_id));

    // Once sent, nothing personal stays in the queue (written once the queue has read the stand-in's answer).
    const [row] = await rowUntil(userId, (row) => Boolean(row?.sent_at));
    expect(row).toMatchObject({ event_id: event.event_id, payload: {} });
    expect(row!.sent_at).not.toBeNull();
    // It names the recorded consent it rested on: the one this visitor's cookie was recorded under.
    const recorded = await adminClient()
      .from("consent_records")
      .select("marketing")
      .eq("consent_id", row!.consent_id ?? "");
    expect(recorded.data).toEqual([{ marketing: true }]);
  });

  it("drops a malformed or over-long _fbp / _fbc cookie: the sign-up is confirmed and reported without it", async () => {
    const consent = await consentCookie(app, true);
    const malformed = [
      "_fbp=%; _fbc=%E0%A4%A",
      `_fbp=fb.1.1795400000000.%ZZ; _fbc=${FBP}${"7".repeat(400)}`,
      `_fbp=${FBP}${"1".repeat(400)}; _fbc=fb.1.1795400000000.%`,
    ];
    for (const cookies of malformed) {
      const { email, confirmed } = await signUpAndConfirm(app, `${consent}; ${cookies}`);
      expect(confirmed.status, cookies).toBe(302);
      expect(confirmed.headers.get("location"), cookies).toBe("/app");
      const got = await until(pixelId, (state) => state.server.some((call) => JSON.stringify(call).includes(sha256(email))));
      const event = got.server.find((call) => JSON.stringify(call).includes(sha256(email)))!.body.data[0]!;
      expect(event.user_data, cookies).toMatchObject({ em: [sha256(email)] });
      expect(event.user_data, cookies).not.toHaveProperty("fbp");
      expect(event.user_data, cookies).not.toHaveProperty("fbc");
    }
  });

  it("without consent to marketing sends and stores nothing", async () => {
    const { email, userId, confirmed } = await signUpAndConfirm(app, `${await consentCookie(app, false)}; _fbp=${FBP}`);
    expect(confirmed.status).toBe(302);
    // The queue is written before the answer, so its emptiness now is final.
    expect(await rowsOf(userId)).toEqual([]);
    expect(JSON.stringify(await received(pixelId))).not.toContain(sha256(email));
  });

  it("the pixel's origins are in the CSP only when a pixel is configured", async () => {
    const csp = (await fetch(app.url + "/")).headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(new RegExp(`img-src [^;]*${testMetaUrl().replace(/[.:/]/g, "\\$&")}`));
    const plain = await startApp();
    try {
      expect((await fetch(plain.url + "/")).headers.get("content-security-policy")).not.toContain(testMetaUrl());
    } finally {
      await plain.stop();
    }
  });
});

describe("row-level security on the conversions queue", () => {
  it("keeps every user, the row's own included, from reading, writing or claiming it", async () => {
    const owner = await signedInUser("Queue Owner");
    const inserted = await adminClient()
      .from("conversion_events")
      .insert({ event_name: "CompleteRegistration", pixel_id: newPixelId(), user_id: owner.id, payload: { probe: true }, released: false });
    expect(inserted.error).toBeNull();
    const asOwner = await userClient(owner.email, owner.password);
    const read = await asOwner.from("conversion_events").select("*");
    expect(read.error).not.toBeNull();
    expect(read.data ?? []).toEqual([]);
    const forged = await asOwner
      .from("conversion_events")
      .insert({ event_name: "Subscribe", pixel_id: newPixelId(), user_id: owner.id, payload: {} });
    expect(forged.error).not.toBeNull();
    const claimed = await asOwner.rpc("claim_conversion_events", { for_pixel: newPixelId(), max_batch: 10, lease_seconds: 60 });
    expect(claimed.error).not.toBeNull();
    expect(await rowsOf(owner.id)).toHaveLength(1);
  });
});

describe("a failing conversions endpoint", () => {
  const pixelId = newPixelId();
  let app: RunningApp;
  beforeAll(async () => {
    app = await startApp(metaTestEnv(pixelId));
    await fetch(`${testMetaUrl()}/__standin/fail?pixel=${pixelId}&on=1`, { method: "POST" });
  });
  afterAll(() => app.stop());

  it("does not affect the sign-up; the event is retried and arrives once the endpoint recovers", { timeout: 60_000 }, async () => {
    const { email, userId, confirmed } = await signUpAndConfirm(app, await consentCookie(app, true));
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/app");
    expect(confirmed.headers.getSetCookie().some((cookie) => /^sb-[^=]+-auth-token/.test(cookie))).toBe(true);

    await until(pixelId, (state) => state.failedAttempts >= 1);
    // The stand-in counts the refusal as it answers; the queue writes it to the row once it has read the answer.
    const [failed] = await rowUntil(userId, (row) => Boolean(row?.last_error));
    expect(failed!.sent_at).toBeNull();
    expect(failed!.attempts).toBeGreaterThanOrEqual(1);
    expect(failed!.last_error).toContain("HTTP 500");

    await fetch(`${testMetaUrl()}/__standin/fail?pixel=${pixelId}&on=0`, { method: "POST" });
    const got = await until(pixelId, (state) => state.server.some((call) => JSON.stringify(call).includes(sha256(email))));
    expect(got.server.filter((call) => JSON.stringify(call).includes(sha256(email)))).toHaveLength(1);
  });
});

describe("the subscription-started conversion", () => {
  const pixelId = newPixelId();
  let billing: Awaited<ReturnType<typeof startBillingApp>>;
  beforeAll(async () => {
    billing = await startBillingApp(metaTestEnv(pixelId));
  });
  afterAll(() => billing.stop());

  it("is recorded with the order, held until Stripe confirms the payment, then sent with the price", async () => {
    const { app } = billing;
    const user = await signedInUser("Subscriber");
    const cookie = `${user.cookie}; ${await consentCookie(app, true)}`;
    const ordered = await postForm(app, "/checkout?interval=month", { interval: "month" }, { Cookie: cookie, Origin: app.url });
    expect(ordered.status).toBe(303);
    const [held] = await rowsOf(user.id);
    expect(held).toMatchObject({ event_name: "StartTrial", released: false, sent_at: null });

    const checkoutUrl = ordered.headers.get("location")!;
    const page = await (await fetch(checkoutUrl)).text();
    const action = /<form method="post" action="([^"]+\/complete)"/.exec(page)?.[1];
    const completed = await fetch(new URL(action!, checkoutUrl), { method: "POST", redirect: "manual" });
    const got = await until(pixelId, (state) => state.server.some((call) => JSON.stringify(call).includes(String(held!.event_id))));
    const event = got.server.find((call) => JSON.stringify(call).includes(String(held!.event_id)))!.body.data[0]!;
    expect(event).toMatchObject({ event_name: "StartTrial", custom_data: { currency: "EUR", value: 0 }, user_data: { em: [sha256(user.email)] } });
    expect((event.custom_data as { predicted_ltv: number }).predicted_ltv).toBeGreaterThan(0);

    // The success page (the webhook has arrived: the event was released) gives the pixel the same event id.
    const success = await fetch(completed.headers.get("location")!, { headers: { Cookie: cookie } });
    expect(await success.text()).toContain(String(held!.event_id));
  });

  it("is recorded without a malformed or over-long _fbp / _fbc cookie, and the order goes on", async () => {
    const { app } = billing;
    for (const cookies of ["_fbp=%; _fbc=%E0%A4%A", `_fbp=${FBP}${"1".repeat(400)}; _fbc=fb.1.1795400000000.%ZZ`]) {
      const user = await signedInUser("Crumbled Cookie");
      const cookie = `${user.cookie}; ${await consentCookie(app, true)}; ${cookies}`;
      const ordered = await postForm(app, "/checkout?interval=month", { interval: "month" }, { Cookie: cookie, Origin: app.url });
      expect(ordered.status, cookies).toBe(303);
      const [held] = await rowsOf(user.id);
      expect(held, cookies).toMatchObject({ event_name: "StartTrial", released: false, sent_at: null });
      const userData = (held!.payload as { user_data?: Record<string, unknown> }).user_data;
      expect(userData, cookies).toMatchObject({ em: [sha256(user.email)] });
      expect(userData, cookies).not.toHaveProperty("fbp");
      expect(userData, cookies).not.toHaveProperty("fbc");
    }
  });

  it("is dropped when consent to marketing is withdrawn before the payment is confirmed", async () => {
    const { app } = billing;
    const user = await signedInUser("Withdrawer");
    const ordered = await postForm(
      app,
      "/checkout?interval=year",
      { interval: "year" },
      { Cookie: `${user.cookie}; ${await consentCookie(app, true)}`, Origin: app.url },
    );
    expect(ordered.status).toBe(303);
    expect(await rowsOf(user.id)).toHaveLength(1);
    const withdrawn = await postForm(app, "/resources/consent", { intent: "reject-all", redirectTo: "/" }, { Cookie: user.cookie, Origin: app.url });
    expect(withdrawn.status).toBe(303);
    expect(await rowsOf(user.id)).toEqual([]);
  });
});
