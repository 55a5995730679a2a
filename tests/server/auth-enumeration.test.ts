import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESPONSE_FLOOR_MS } from "../../app/features/auth/response-floor.server";
import { startLocalBackend, type LocalBackend } from "../../supabase/local/src/index";
import { startApp, type RunningApp } from "../support/app-server";
import { adminClient } from "../support/clients";
import { mustMatch } from "../support/html";
import { expectNoMail, waitForMail } from "../support/mail";
import { uniqueEmail } from "../support/session";

// Its own backend without the Send Email Hook: sign-up and reset really send mail here, and the shared
// test backend's hook points at the Playwright app, which is not running during vitest.
let backend: LocalBackend;
let app: RunningApp;
let registered: string;
const PASSWORD = "a long and unusual passphrase";

beforeAll(async () => {
  backend = await startLocalBackend({ port: 0, smtpPort: 0, quiet: true, env: {} });
  app = await startApp({ SUPABASE_URL: backend.url, SMTP_URL: `smtp://127.0.0.1:${backend.smtpPort}` });
  registered = uniqueEmail("known");
  const { error } = await adminClient(backend.url).auth.admin.createUser({ email: registered, password: PASSWORD, email_confirm: true });
  if (error) throw error;
}, 60_000);
afterAll(async () => {
  await app?.stop();
  await backend?.stop();
});

async function submit(path: string, fields: Record<string, string>) {
  const started = performance.now();
  const response = await fetch(`${app.url}${path}`, {
    method: "POST",
    headers: { Origin: app.url },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  const html = await response.text();
  const email = fields.email ?? "";
  // The page echoes the address it was given; everything else must be identical.
  const status = mustMatch(html, /role="status"[\s\S]*?<\/div>/).replaceAll(email, "<email>");
  return { status: response.status, message: status, ms: performance.now() - started };
}

describe("sign-up and reset never tell whether an address has an account", () => {
  it("sign-up: a registered address gets the same answer as a new one, no sooner, and only the new one gets mail", async () => {
    const fresh = uniqueEmail("fresh");
    const fields = (email: string) => ({ email, password: "another long passphrase", confirmPassword: "another long passphrase" });
    const known = await submit("/signup", fields(registered));
    const unknown = await submit("/signup", fields(fresh));
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(known.message).toContain("Check your inbox");
    expect(unknown.message).toBe(known.message);
    for (const answer of [known, unknown]) expect(answer.ms).toBeGreaterThanOrEqual(RESPONSE_FLOOR_MS.signup - 5);
    // The new address's mail was sent after the known one's answer: it is the sync point.
    await expectNoMail({ to: registered, backend: backend.url }, { to: fresh, backend: backend.url });
  });

  it("reset: a registered address gets the same answer as an unknown one, no sooner", async () => {
    const known = await submit("/de/reset", { email: registered });
    const unknown = await submit("/de/reset", { email: uniqueEmail("nobody") });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(known.message).toContain("Schau in dein Postfach");
    expect(unknown.message).toBe(known.message);
    for (const answer of [known, unknown]) expect(answer.ms).toBeGreaterThanOrEqual(RESPONSE_FLOOR_MS.reset - 5);
    expect((await waitForMail({ to: registered, backend: backend.url })).subject).toBeTruthy();
  });

  it("sign-in: unknown address and wrong password get the same status and message", async () => {
    const known = await fetch(`${app.url}/login`, {
      method: "POST",
      headers: { Origin: app.url },
      body: new URLSearchParams({ email: registered, password: "wrong-password" }),
    });
    const unknown = await fetch(`${app.url}/login`, {
      method: "POST",
      headers: { Origin: app.url },
      body: new URLSearchParams({ email: uniqueEmail(), password: "wrong-password" }),
    });
    const alert = (html: string) => mustMatch(html, /role="alert"[^>]*>([\s\S]*?)<\/div>/);
    expect(known.status).toBe(400);
    expect(unknown.status).toBe(400);
    const knownAlert = alert(await known.text());
    expect(knownAlert).toContain("Invalid email or password.");
    expect(alert(await unknown.text())).toBe(knownAlert);
  });

  it("refuses common passwords and mismatched confirmations with field messages, keeping the e-mail", async () => {
    const email = uniqueEmail("weak");
    const response = await fetch(`${app.url}/de/signup`, {
      method: "POST",
      headers: { Origin: app.url },
      body: new URLSearchParams({ email, password: "qwerty123456", confirmPassword: "qwerty123457" }),
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Dieses Passwort ist zu verbreitet");
    expect(html).toContain("Die Passwörter stimmen nicht überein");
    expect(html).toContain(`value="${email}"`);
    expect(html).not.toContain("qwerty123456");
  });
});
