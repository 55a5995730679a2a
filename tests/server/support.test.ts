import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/app-server";
import { expectNoMail, waitForMail } from "../support/mail";
import { uniqueEmail } from "../support/session";
import { postForm } from "../support/http";

const inbox = `support-inbox-${randomUUID().slice(0, 8)}@example.test`;
let app: RunningApp;
beforeAll(async () => {
  app = await startApp({ SUPPORT_INBOX: inbox, RATE_LIMIT_SUPPORT_IP: "100/1h" });
});
afterAll(() => app.stop());

const message = (overrides: Record<string, string> = {}) => ({
  name: "Ada Lovelace",
  email: uniqueEmail("support-sender"),
  subject: `Question ${randomUUID().slice(0, 8)}`,
  message: "How do I compare two properties?\nThanks in advance.",
  ...overrides,
});

/** A genuine request through the same app and SMTP path: the sync point before asserting "no mail". */
function sentinel(through: RunningApp, headers: Record<string, string> = {}) {
  const fields = message({ subject: `Sentinel ${randomUUID().slice(0, 8)}` });
  return { to: inbox, subject: fields.subject, send: async () => expect((await postForm(through, "/support", fields, headers)).status).toBe(200) };
}

describe("POST /support", () => {
  it("mails the operator's inbox with Reply-To the sender, confirms on the page and mails nothing to the sender", async () => {
    const fields = message();
    const response = await postForm(app, "/support", fields);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Thank you, your message has been sent");
    const mail = await waitForMail({ to: inbox, subject: fields.subject });
    expect(mail.subject).toBe(`Support request: ${fields.subject}`);
    expect(mail.headers["reply-to"]).toBe(fields.email);
    expect(mail.from).toContain("hello@kolleague.local");
    expect(mail.text).toContain(`From: Ada Lovelace <${fields.email}>`);
    expect(mail.text).toContain("How do I compare two properties?\n");
    expect(mail.text).toContain("Thanks in advance.");
    expect(mail.html).toContain("Thanks in advance.");
    // The operator's copy above left through the same request: it is the sync point.
    await expectNoMail({ to: fields.email }, { to: inbox, subject: fields.subject });
  });

  it("writes the German page's request in German and escapes what the sender typed", async () => {
    const fields = message({ name: "<b>Grete</b>", message: "<script>alert(1)</script> Wie rechne ich die Grunderwerbsteuer?" });
    const response = await postForm(app, "/de/support", fields);
    expect(await response.text()).toContain("Danke, deine Nachricht ist verschickt");
    const mail = await waitForMail({ to: inbox, subject: fields.subject });
    expect(mail.subject).toBe(`Support-Anfrage: ${fields.subject}`);
    expect(mail.text).toContain("Sprache der Seite: Deutsch");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;");
    expect(mail.html).not.toContain("<b>Grete</b>");
  });

  it("answers 400 with field errors and keeps every typed value", async () => {
    const fields = message({ email: "not-an-address", message: "short" });
    const response = await postForm(app, "/support", fields);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('value="Ada Lovelace"');
    expect(html).toContain('value="not-an-address"');
    expect(html).toContain(`value="${fields.subject}"`);
    expect(html).toMatch(/<textarea[^>]*>short<\/textarea>/);
    expect(html).toContain('aria-invalid="true"');
    await expectNoMail({ to: inbox, subject: fields.subject }, sentinel(app));
  });

  it("refuses line breaks in the subject (they would reach the mail header)", async () => {
    const fields = message({ subject: "Hello\r\nBcc: victim@example.test" });
    const response = await postForm(app, "/support", fields);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("single line");
    await expectNoMail({ to: "victim@example.test" }, sentinel(app));
  });

  it("gives a bot that fills the honeypot the same confirmation and sends nothing", async () => {
    const fields = message({ website: "https://spam.example" });
    const response = await postForm(app, "/support", fields);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Thank you, your message has been sent");
    await expectNoMail({ to: inbox, subject: fields.subject }, sentinel(app));
  });
});

describe("the support rate limit", () => {
  let limited: RunningApp;
  beforeAll(async () => {
    // Behind one proxy, so the sentinel can come from another client IP than the limited one.
    limited = await startApp({ SUPPORT_INBOX: inbox, RATE_LIMIT_SUPPORT_IP: "2/1h", TRUST_PROXY: "1" });
  });
  afterAll(() => limited.stop());

  it("answers 429 with Retry-After after two messages from one IP, keeps the values and sends no third mail", async () => {
    const client = { "X-Forwarded-For": "203.0.113.7" };
    for (let i = 0; i < 2; i++) expect((await postForm(limited, "/support", message(), client)).status).toBe(200);
    const third = message();
    const response = await postForm(limited, "/support", third, client);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    const html = await response.text();
    expect(html).toContain("Please try again in 60 minutes");
    expect(html).toContain(`value="${third.subject}"`);
    await expectNoMail({ to: inbox, subject: third.subject }, sentinel(limited, { "X-Forwarded-For": "203.0.113.8" }));
  });
});
