import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseWebhookSecrets, signWebhookPayload } from "../../app/platform/mail/webhook-signature.server";
import { startApp, type RunningApp } from "../support/app-server";
import { backendUrl } from "../support/clients";
import { expectNoMail, mailsTo, waitForMail } from "../support/mail";
import { createConfirmedUser, uniqueEmail } from "../support/session";
import { TEST_SEND_EMAIL_HOOK_SECRET } from "../support/test-env";

let app: RunningApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.stop());

const [key] = parseWebhookSecrets(TEST_SEND_EMAIL_HOOK_SECRET);
const wrongKey = Buffer.from("not-the-configured-secret-at-all");

function payload(action: string, user: { id: string; email: string; locale?: string }, redirectTo = "") {
  return JSON.stringify({
    metadata: { uuid: randomUUID(), time: new Date().toISOString(), name: "send-email", ip_address: "127.0.0.1" },
    user: { id: user.id, email: user.email, user_metadata: user.locale ? { locale: user.locale } : {} },
    email_data: {
      token: "123456",
      token_hash: `hash-${randomUUID()}`,
      token_new: "",
      token_hash_new: "",
      redirect_to: redirectTo,
      email_action_type: action,
      site_url: backendUrl(),
    },
  });
}

function post(body: string, options: { signWith?: Buffer; timestamp?: number; tamper?: boolean; id?: string } = {}) {
  const id = options.id ?? `msg_${randomUUID()}`;
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  const signature = signWebhookPayload(options.signWith ?? key!, id, timestamp, body);
  return fetch(`${app.url}/hooks/send-email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "webhook-id": id, "webhook-timestamp": timestamp, "webhook-signature": `v1,${signature}` },
    body: options.tamper ? body.replace('"signup"', '"recovery"') : body,
  });
}

describe("POST /hooks/send-email", () => {
  it("answers 200 {} to a signed call and mails the confirmation with the app's confirm link", async () => {
    const email = uniqueEmail("hook-en");
    const response = await post(payload("signup", { id: randomUUID(), email, locale: "en" }, `${app.url}/app`));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    const mail = await waitForMail({ to: email });
    expect(mail.subject).toBe("Confirm your email address for Kolleague");
    const link = mail.links.find((href) => href.includes("/auth/confirm"));
    expect(link).toMatch(
      new RegExp(
        `^${app.url}/auth/confirm\\?token_hash=hash-[0-9a-f-]+&type=signup&next=%2Fapp&email=${encodeURIComponent(email)}&sig=[A-Za-z0-9_-]{43}$`,
      ),
    );
    expect(mail.text).toContain(link);
  });

  it("writes German mail for a user whose profile says German, with links into the German site", async () => {
    const user = await createConfirmedUser({ locale: "de" });
    const response = await post(payload("recovery", { id: user.id, email: user.email }, `${app.url}/de/reset/password`));
    expect(response.status).toBe(200);
    const mail = await waitForMail({ to: user.email });
    expect(mail.subject).toBe("Lege ein neues Passwort für Kolleague fest");
    expect(mail.html).toContain('lang="de"');
    // The reset page accepts a new password only for a short while after the link is opened; the mail says how long.
    expect(mail.text).toContain("hast du 15 Minuten Zeit, das neue Passwort zu speichern");
    expect(
      mail.links.some((href) => href.startsWith(`${app.url}/de/auth/confirm?`) && href.includes("type=recovery&next=%2Fde%2Freset%2Fpassword&")),
    ).toBe(true);
  });

  it("refuses with 401 a tampered body, a stale timestamp and a signature made with another secret, sending nothing", async () => {
    const cases = {
      tampered: { tamper: true },
      stale: { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 },
      wrongSecret: { signWith: wrongKey },
    };
    for (const [name, options] of Object.entries(cases)) {
      const email = uniqueEmail(`hook-${name.toLowerCase()}`);
      const response = await post(payload("signup", { id: randomUUID(), email }), options);
      expect(response.status, name).toBe(401);
      expect(await response.json(), name).toEqual({ error: { http_code: 401, message: "Invalid webhook signature" } });
      // A correctly signed call after the refused one is the sync point: its mail takes the same path.
      const sentinel = uniqueEmail("hook-sentinel");
      await expectNoMail(
        { to: email },
        { to: sentinel, send: async () => expect((await post(payload("signup", { id: randomUUID(), email: sentinel }))).status).toBe(200) },
      );
    }
    const unsigned = await fetch(`${app.url}/hooks/send-email`, { method: "POST", body: "{}", headers: { Origin: "https://evil.example" } });
    expect(unsigned.status).toBe(401);
  });

  it("refuses a replay of a signed message inside the tolerance window with 409, and mails once", async () => {
    const email = uniqueEmail("hook-replay");
    const body = payload("signup", { id: randomUUID(), email, locale: "en" }, `${app.url}/app`);
    const id = `msg_${randomUUID()}`;
    const timestamp = Math.floor(Date.now() / 1000);
    expect((await post(body, { id, timestamp })).status).toBe(200);
    await waitForMail({ to: email });
    const replayed = await post(body, { id, timestamp });
    expect(replayed.status).toBe(409);
    expect(await replayed.json()).toEqual({ error: { http_code: 409, message: "This webhook message was already received" } });
    // The same body under a new id is a new message (Supabase gives every call its own id).
    const again = uniqueEmail("hook-replay-again");
    expect((await post(body.replace(email, again), { timestamp })).status).toBe(200);
    expect((await waitForMail({ to: again })).subject).toBe("Confirm your email address for Kolleague");
    // Mail goes out in request order, so once the later message's mail is there the replay had its chance.
    expect(await mailsTo({ to: email })).toHaveLength(1);
  });

  it("answers Supabase's error shape for an action it does not know", async () => {
    const response = await post(payload("sms_otp", { id: randomUUID(), email: uniqueEmail() }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { http_code: 400, message: "Unsupported email action: sms_otp" } });
  });
});
