import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/app-server";
import { mustMatch } from "../support/html";
import { expectNoMail, linkTo, mailsTo, pathOf, waitForMail } from "../support/mail";
import { uniqueEmail } from "../support/session";
import { postForm } from "../support/http";
import { subscriberRow } from "../support/newsletter";
import { adminClient } from "../support/clients";

let app: RunningApp;
beforeAll(async () => {
  app = await startApp({ RATE_LIMIT_NEWSLETTER_IP: "100/1h" });
});
afterAll(() => app.stop());

const SENT_EN = "Almost done: please check your inbox";

/** As if the pending sign-up's mail went out eleven minutes ago: past the resend guard. */
async function pushBack(email: string) {
  const { error } = await adminClient()
    .from("newsletter_subscribers")
    .update({ requested_at: new Date(Date.now() - 11 * 60_000).toISOString() })
    .eq("email", email);
  if (error) throw error;
}

describe("newsletter double opt-in (own list)", () => {
  it("stores a pending sign-up with its consent proof and mails the confirmation with unsubscribe headers", async () => {
    const email = uniqueEmail("news-en");
    const response = await postForm(app, "/newsletter", { email: email.toUpperCase(), source: "footer" });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(SENT_EN);

    const row = await subscriberRow(email);
    expect(row).toMatchObject({
      status: "pending",
      locale: "en",
      source: "footer",
      consent_text_version: "newsletter-consent-2026-11-22",
      user_id: null,
      confirmed_at: null,
    });
    expect(Date.now() - Date.parse(row!.requested_at)).toBeLessThan(60_000);

    const mail = await waitForMail({ to: email, subject: /confirm your Kolleague newsletter/ });
    const confirm = linkTo(mail, "/newsletter/confirm");
    const unsubscribe = linkTo(mail, "/newsletter/unsubscribe");
    expect(confirm).toMatch(new RegExp(`^${app.url}/newsletter/confirm\\?token=${row!.id}\\.[A-Za-z0-9_-]{43}$`));
    expect(mail.headers["list-unsubscribe"]).toBe(`<${unsubscribe}>`);
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.text).toContain(confirm);
    expect(mail.html).toContain(`href="${unsubscribe}"`);
  });

  it("activates only when the confirm button is pressed, then welcomes with an unsubscribe link", async () => {
    const email = uniqueEmail("news-confirm");
    await postForm(app, "/newsletter", { email, source: "blog" });
    const confirm = pathOf(linkTo(await waitForMail({ to: email, subject: /confirm/ }), "/newsletter/confirm"));

    const page = await fetch(app.url + confirm);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Confirm subscription");
    expect((await subscriberRow(email))?.status).toBe("pending");

    const token = new URL(confirm, app.url).searchParams.get("token")!;
    const confirmed = await postForm(app, confirm, { token });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("Your subscription is active");
    const row = await subscriberRow(email);
    expect(row).toMatchObject({ status: "active", source: "blog", unsubscribed_at: null });
    expect(Date.parse(row!.confirmed_at!)).toBeGreaterThanOrEqual(Date.parse(row!.requested_at));

    const welcome = await waitForMail({ to: email, subject: /Welcome to the Kolleague newsletter/ });
    expect(welcome.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(welcome.headers["list-unsubscribe"]).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/newsletter\/unsubscribe\?token=/);
    // Following the link again changes nothing and says the same.
    expect((await postForm(app, confirm, { token })).status).toBe(200);
    expect((await subscriberRow(email))?.confirmed_at).toBe(row!.confirmed_at);
  });

  it("answers an already subscribed or pending address exactly like a new one, without another mail", async () => {
    const email = uniqueEmail("news-known");
    const first = await (await postForm(app, "/newsletter", { email, source: "page" })).text();
    await waitForMail({ to: email, subject: /confirm/ });
    const before = await mailsTo({ to: email });
    expect(before).toHaveLength(1);
    const again = await postForm(app, "/newsletter", { email, source: "page" });
    expect(again.status).toBe(200);
    const status = (html: string) => mustMatch(html, /<p role="status"[^>]*>([^<]*)<\/p>/);
    expect(status(first)).toContain(`${SENT_EN} for ${email}`);
    expect(status(await again.text())).toBe(status(first));
    const other = uniqueEmail("news-sentinel");
    await expectNoMail({ to: email, except: before }, { to: other, subject: /confirm/, send: () => postForm(app, "/newsletter", { email: other }) });
  });

  it("mails the confirmation when a sign-up is tried again after the mail could not go out", async () => {
    // A second instance of the app, on the same database, whose mail server refuses connections.
    const mailDown = await startApp({ RATE_LIMIT_NEWSLETTER_IP: "100/1h", SMTP_URL: "smtp://127.0.0.1:9" });
    try {
      const email = uniqueEmail("news-mail-down");
      expect((await postForm(mailDown, "/newsletter", { email, source: "footer" })).status).toBe(503);
      expect(await subscriberRow(email)).toBeNull();
      // Renewing a pending sign-up whose mail fails must not block the next try either.
      await postForm(app, "/newsletter", { email, source: "footer" });
      await waitForMail({ to: email, subject: /confirm/ });
      const first = await mailsTo({ to: email });
      await pushBack(email);
      expect((await postForm(mailDown, "/newsletter", { email, source: "footer" })).status).toBe(503);
      const retry = await postForm(app, "/newsletter", { email, source: "footer" });
      expect(await retry.text()).toContain(SENT_EN);
      await waitForMail({ to: email, subject: /confirm/, except: first });
    } finally {
      await mailDown.stop();
    }
  });

  it("signs up in German from the German page, with German mail and links into the German site", async () => {
    const email = uniqueEmail("news-de");
    const response = await postForm(app, "/de/newsletter", { email, source: "footer" });
    expect(await response.text()).toContain("Fast geschafft");
    const mail = await waitForMail({ to: email, subject: /Bitte bestätige dein Abonnement/ });
    expect(linkTo(mail, "/newsletter/confirm")).toContain(`${app.url}/de/newsletter/confirm?token=`);
    expect(mail.html).toContain('lang="de"');
    expect((await subscriberRow(email))?.locale).toBe("de");
  });

  it("unsubscribes with the one-click POST of RFC 8058 and keeps the proof of the earlier consent", async () => {
    const email = uniqueEmail("news-oneclick");
    await postForm(app, "/newsletter", { email });
    const confirm = pathOf(linkTo(await waitForMail({ to: email, subject: /confirm/ }), "/newsletter/confirm"));
    await postForm(app, confirm, { token: new URL(confirm, app.url).searchParams.get("token")! });
    const welcome = await waitForMail({ to: email, subject: /Welcome/ });
    const target = /^<(.+)>$/.exec(welcome.headers["list-unsubscribe"] ?? "")?.[1];
    expect(target).toBeDefined();

    // What a mailbox provider sends: no cookies, the fixed body, to the header's URL.
    const response = await fetch(target!, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(200);
    const row = await subscriberRow(email);
    expect(row).toMatchObject({ status: "unsubscribed", consent_text_version: "newsletter-consent-2026-11-22" });
    expect(row!.confirmed_at).not.toBeNull();
    expect(row!.unsubscribed_at).not.toBeNull();
    // The page with the button says so too.
    expect(await (await fetch(target!)).text()).toContain("Unsubscribe");
  });

  it("deletes an unconfirmed address when its 'remove this address' link is used", async () => {
    const email = uniqueEmail("news-remove");
    await postForm(app, "/newsletter", { email });
    const remove = pathOf(linkTo(await waitForMail({ to: email, subject: /confirm/ }), "/newsletter/unsubscribe"));
    const page = await fetch(app.url + remove);
    expect(await page.text()).toContain("Do you want to stop receiving");
    expect((await postForm(app, remove, {})).status).toBe(200);
    expect(await subscriberRow(email)).toBeNull();
  });

  it("answers 400 to an invalid address, keeps it in the field and stores nothing", async () => {
    const response = await postForm(app, "/newsletter", { email: "nobody-at-example" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('value="nobody-at-example"');
    expect(html).toContain('aria-invalid="true"');
    expect(await subscriberRow("nobody-at-example")).toBeNull();
  });
});
