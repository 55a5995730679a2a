import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/app-server";
import { adminClient } from "../support/clients";
import { mustMatch } from "../support/html";
import { cookieHeader, createConfirmedUser, sessionCookies } from "../support/session";

let app: RunningApp;
beforeAll(async () => {
  // Many sign-ins of one address from one IP: raised limits here (never off); the limit has its own test.
  app = await startApp({ RATE_LIMIT_AUTH_SIGNIN_EMAIL: "500/1m", RATE_LIMIT_AUTH_SIGNIN_IP: "500/1m" });
});
afterAll(() => app.stop());

function login(app: RunningApp, fields: Record<string, string>, path = "/login") {
  return fetch(`${app.url}${path}`, { method: "POST", headers: { Origin: app.url }, body: new URLSearchParams(fields), redirect: "manual" });
}

const alertText = async (response: Response) => mustMatch(await response.text(), /role="alert"[^>]*><p>([^<]*)<\/p>/);

describe("sign-in", () => {
  // 60 s: twenty sign-ins of at least 600 ms each (the response floor) leave little of the default 20 s when
  // another test file signs users in on the same backend at the same time.
  it("lands on a safe redirectTo, and refuses every open-redirect payload for /app", async () => {
    const user = await createConfirmedUser();
    const ok = await login(app, { email: user.email, password: user.password, redirectTo: "/calculator?x=1" });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/calculator?x=1");

    const payloads = [
      "//evil.example",
      "//evil.example/path",
      "/\\evil.example",
      "\\\\evil.example",
      "/\\/evil.example",
      "///evil.example",
      "https://evil.example",
      "http:evil.example",
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "%2F%2Fevil.example",
      "/%2F/evil.example",
      "/%5Cevil.example",
      "%252F%252Fevil.example",
      "/%09/evil.example",
      "/\t/evil.example",
      "https:/\\evil.example",
      " //evil.example",
    ];
    // One after the other: 17 password checks at once can outlast the backend timeout on a busy machine.
    for (const redirectTo of payloads) {
      const response = await login(app, { email: user.email, password: user.password, redirectTo });
      expect(response.status, redirectTo).toBe(302);
      expect(response.headers.get("location"), redirectTo).toBe("/app");
    }
  }, 60_000);

  it("applies the profile's language and theme: German profile → /de twin, language and theme cookies", async () => {
    const user = await createConfirmedUser({ locale: "de" });
    const { error } = await adminClient().from("profiles").update({ theme: "dark" }).eq("id", user.id);
    expect(error).toBeNull();
    const response = await login(app, { email: user.email, password: user.password, redirectTo: "/my/settings" });
    expect(response.headers.get("location")).toBe("/de/my/settings");
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((cookie) => cookie.startsWith("lng="))).toBe(true);
    expect(cookies.some((cookie) => cookie.startsWith("theme="))).toBe(true);
    expect(cookies.some((cookie) => cookie.startsWith("sb-") && /HttpOnly/i.test(cookie) && /SameSite=Lax/i.test(cookie))).toBe(true);
    const fromEnglishLogin = await login(app, { email: user.email, password: user.password }, "/login");
    expect(fromEnglishLogin.headers.get("location")).toBe("/de/app");
  });

  it("sends signed-in visitors of /login and /signup to the app in the page's language", async () => {
    const user = await createConfirmedUser();
    const cookie = cookieHeader(await sessionCookies(user.email, user.password));
    for (const [path, target] of [
      ["/login", "/app"],
      ["/de/signup", "/de/app"],
    ]) {
      const response = await fetch(`${app.url}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toBe(target);
    }
  });

  it("shows the localized error, keeps the e-mail and never echoes the password", async () => {
    const user = await createConfirmedUser();
    const response = await login(app, { email: user.email, password: "not-the-password" }, "/de/login");
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("E-Mail oder Passwort ist falsch.");
    expect(html).toContain(`value="${user.email}"`);
    expect(html).not.toContain("not-the-password");
  });
});

// With the bot check off (as here) an address past its failed attempts waits; with it on, the check is asked
// instead (auth-lockout.test.ts).
describe("sign-in rate limit", () => {
  let limited: RunningApp;
  beforeAll(async () => {
    limited = await startApp({ RATE_LIMIT_AUTH_SIGNIN_EMAIL: "2/15m" });
  });
  afterAll(() => limited.stop());

  it("answers 429 with Retry-After on the attempt after the limit, keeping the e-mail", async () => {
    const user = await createConfirmedUser();
    for (let i = 0; i < 2; i++) expect((await login(limited, { email: user.email, password: "wrong-password" })).status).toBe(400);
    const refused = await login(limited, { email: user.email.toUpperCase(), password: "wrong-password" }, "/de/login");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(800);
    const html = await refused.text();
    expect(html).toContain("Zu viele Versuche. Bitte versuche es in 15 Minuten noch einmal.");
    expect(html).toContain(`value="${user.email.toUpperCase()}"`);
    // The right password does not get past the limit either.
    expect((await login(limited, { email: user.email, password: user.password })).status).toBe(429);
    // Another address from the same IP is still served (the per-IP limit is higher).
    const other = await createConfirmedUser();
    expect((await login(limited, { email: other.email, password: other.password })).status).toBe(302);
  });
});

describe("sign-in answers alike", () => {
  it("gives an unknown address and a wrong password the same status and message", async () => {
    const user = await createConfirmedUser();
    const wrong = await login(app, { email: user.email, password: "wrong-password" });
    const unknown = await login(app, { email: `nobody-${Date.now()}@example.test`, password: "wrong-password" });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(wrong.status);
    const wrongAlert = await alertText(wrong);
    expect(wrongAlert).toBe("Invalid email or password.");
    expect(await alertText(unknown)).toBe(wrongAlert);
  });

  it("treats a filled honeypot as a failed sign-in, even with the right password", async () => {
    const user = await createConfirmedUser();
    const response = await login(app, { email: user.email, password: user.password, website: "https://spam.example" });
    expect(response.status).toBe(400);
    expect(await alertText(response)).toBe("Invalid email or password.");
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith("sb-"))).toBe(false);
  });
});
