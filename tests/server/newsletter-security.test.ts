import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/app-server";
import { anonymousClient, userClient } from "../support/clients";
import { expectNoMail, linkTo, mailsTo, pathOf, waitForMail } from "../support/mail";
import { cookieHeader, createConfirmedUser, sessionCookies, uniqueEmail } from "../support/session";
import { postForm } from "../support/http";
import { subscribe, subscriberRow } from "../support/newsletter";

let app: RunningApp;
beforeAll(async () => {
  app = await startApp({ RATE_LIMIT_NEWSLETTER_IP: "100/1h" });
});
afterAll(() => app.stop());

/** A genuine sign-up through the same app: its confirmation mail is the sync point before "no mail". */
function signUpSentinel() {
  const to = uniqueEmail("news-sentinel");
  return { to, subject: /confirm/, send: () => postForm(app, "/newsletter", { email: to }) };
}

/**
 * Changes the first character of the token's signature. Not the last: 43 base64url characters carry 258
 * bits for a 256-bit MAC, so the last one's two low bits are ignored on decoding, and swapping it for a
 * neighbour (A↔B, say) left the signature valid in one run out of sixteen.
 */
const tamper = (path: string) => path.replace(/\.(.)/, (_, first: string) => `.${first === "A" ? "B" : "A"}`);

describe("signed newsletter links", () => {
  it("refuses a tampered confirmation token, and one signed for unsubscribing, and leaves the row pending", async () => {
    const email = uniqueEmail("news-tamper");
    await postForm(app, "/newsletter", { email });
    const mail = await waitForMail({ to: email, subject: /confirm/ });
    const confirm = pathOf(linkTo(mail, "/newsletter/confirm"));
    const unsubscribeToken = new URL(linkTo(mail, "/newsletter/unsubscribe")).searchParams.get("token")!;

    const page = await fetch(app.url + tamper(confirm));
    expect(await page.text()).toContain("This confirmation link is invalid or has expired");
    for (const token of [new URL(tamper(confirm), app.url).searchParams.get("token")!, unsubscribeToken, "", "x.y"]) {
      const response = await postForm(app, "/newsletter/confirm", { token });
      expect(response.status, token).toBe(400);
    }
    expect((await subscriberRow(email))?.status).toBe("pending");
  });

  it("refuses a tampered unsubscribe token or a confirmation token used to unsubscribe", async () => {
    const email = uniqueEmail("news-tamper-unsub");
    const confirm = await subscribe(app, email);
    const welcome = await waitForMail({ to: email, subject: /Welcome/ });
    const unsubscribe = pathOf(linkTo(welcome, "/newsletter/unsubscribe"));
    expect((await postForm(app, tamper(unsubscribe), { "List-Unsubscribe": "One-Click" })).status).toBe(400);
    const confirmToken = new URL(confirm, app.url).searchParams.get("token")!;
    expect((await postForm(app, `/newsletter/unsubscribe?token=${encodeURIComponent(confirmToken)}`, {})).status).toBe(400);
    expect((await subscriberRow(email))?.status).toBe("active");
  });

  it("does not re-activate an unsubscribed address through its old confirmation link", async () => {
    const email = uniqueEmail("news-old-link");
    const confirm = await subscribe(app, email);
    const unsubscribe = pathOf(linkTo(await waitForMail({ to: email, subject: /Welcome/ }), "/newsletter/unsubscribe"));
    expect((await postForm(app, unsubscribe, {})).status).toBe(200);
    const again = await postForm(app, confirm, { token: new URL(confirm, app.url).searchParams.get("token")! });
    expect(again.status).toBe(400);
    expect((await subscriberRow(email))?.status).toBe("unsubscribed");
  });
});

describe("newsletter sign-up abuse", () => {
  it("answers an active subscriber's address like a new one and sends no mail", async () => {
    const email = uniqueEmail("news-active");
    await subscribe(app, email);
    await waitForMail({ to: email, subject: /Welcome/ });
    const before = await mailsTo({ to: email });
    const response = await postForm(app, "/newsletter", { email });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`Almost done: please check your inbox for ${email}`);
    await expectNoMail({ to: email, except: before }, signUpSentinel());
  });

  it("gives a bot that fills the honeypot the same answer and stores and sends nothing", async () => {
    const email = uniqueEmail("news-bot");
    const response = await postForm(app, "/newsletter", { email, website: "https://spam.example" });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Almost done");
    await expectNoMail({ to: email }, signUpSentinel());
    expect(await subscriberRow(email)).toBeNull();
  });

  it("limits sign-ups per IP: 429 with Retry-After, the address kept, nothing stored", async () => {
    const limited = await startApp({ RATE_LIMIT_NEWSLETTER_IP: "2/1h" });
    try {
      for (let i = 0; i < 2; i++) expect((await postForm(limited, "/newsletter", { email: uniqueEmail("news-limit") })).status).toBe(200);
      const email = uniqueEmail("news-limit");
      const response = await postForm(limited, "/newsletter", { email });
      expect(response.status).toBe(429);
      expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(await response.text()).toContain(`value="${email}"`);
      expect(await subscriberRow(email)).toBeNull();
    } finally {
      await limited.stop();
    }
  });
});

describe("newsletter rows and accounts (row-level security)", () => {
  let a: Awaited<ReturnType<typeof createConfirmedUser>>;
  let b: Awaited<ReturnType<typeof createConfirmedUser>>;
  beforeAll(async () => {
    [a, b] = await Promise.all([createConfirmedUser(), createConfirmedUser()]);
    const cookie = cookieHeader(await sessionCookies(a.email, a.password));
    expect((await postForm(app, "/newsletter", { email: a.email }, { Cookie: cookie })).status).toBe(200);
    // A's session cannot attach someone else's address to A's account.
    expect((await postForm(app, "/newsletter", { email: b.email }, { Cookie: cookie })).status).toBe(200);
  });

  it("links the row to the signed-in account only for the account's own address", async () => {
    expect((await subscriberRow(a.email))?.user_id).toBe(a.id);
    expect((await subscriberRow(b.email))?.user_id).toBeNull();
  });

  it("lets a user read their own row, another user nothing of it, and anon nothing at all", async () => {
    const asA = await userClient(a.email, a.password);
    const own = await asA.from("newsletter_subscribers").select("email, status, consent_text_version");
    expect(own.data).toEqual([{ email: a.email, status: "pending", consent_text_version: "newsletter-consent-2026-11-22" }]);

    const asB = await userClient(b.email, b.password);
    expect((await asB.from("newsletter_subscribers").select("*").eq("email", a.email)).data).toEqual([]);
    expect((await asB.from("newsletter_subscribers").select("*")).data).toEqual([]);
    const update = await asB.from("newsletter_subscribers").update({ status: "active" }).eq("email", a.email).select();
    expect(update.data ?? []).toEqual([]);
    expect((await asA.from("newsletter_subscribers").update({ status: "active" }).eq("email", a.email)).error).not.toBeNull();
    expect((await subscriberRow(a.email))?.status).toBe("pending");

    const anon = anonymousClient();
    const read = await anon.from("newsletter_subscribers").select("*");
    expect(read.data).toBeNull();
    expect(read.status).toBe(401);
    const insert = await anon
      .from("newsletter_subscribers")
      .insert({ email: uniqueEmail("anon"), locale: "en", source: "page", consent_text_version: "x" });
    expect(insert.status).toBe(401);
  });
});
