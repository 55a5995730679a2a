import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSING_TOKEN, startFriendlyCaptchaStandIn, type FriendlyCaptchaStandIn } from "../../standins/friendly-captcha/index";
import { startApp, type RunningApp } from "../support/app-server";
import { botCheckTestEnv } from "../support/test-env";
import { mustMatch } from "../support/html";
import { postForm } from "../support/http";
import { createConfirmedUser, uniqueEmail } from "../support/session";

// The per-address rule at its default (5 failed sign-ins per 15 minutes); one token-less attempt per IP and hour.
let standIn: FriendlyCaptchaStandIn;
let app: RunningApp;
beforeAll(async () => {
  standIn = await startFriendlyCaptchaStandIn({ port: 0 });
  app = await startApp({
    ...botCheckTestEnv(standIn.url),
    BOT_CHECK_FREE_ATTEMPTS: "1",
    TRUST_PROXY: "1",
  });
});
afterAll(async () => {
  await app?.stop();
  await standIn?.stop();
});

const from = (ip: string) => ({ "X-Forwarded-For": ip });
const signIn = (email: string, password: string, ip: string, extra: Record<string, string> = {}, path = "/login") =>
  postForm(app, path, { email, password, ...extra }, from(ip));
const alertText = (html: string) => mustMatch(html, /role="alert"[^>]*><p>([^<]*)<\/p>/);
const ASKS_FOR_CHECK = /several failed sign-ins/;
const WIDGET = 'class="frc-captcha"';

async function failFiveTimes(email: string, ipPrefix: string) {
  for (let i = 1; i <= 5; i++) {
    const response = await signIn(email, `wrong-password-${i}`, `${ipPrefix}.${i}`);
    expect(response.status).toBe(400);
    expect(alertText(await response.text())).toBe("Invalid email or password.");
  }
}

describe("failed sign-ins by others do not lock the owner out", () => {
  it("after five failures from other IPs the owner gets in: without JavaScript on the IP's free attempt, then with a solved check", async () => {
    const owner = await createConfirmedUser();
    await failFiveTimes(owner.email, "192.0.2");
    const ownerIp = "192.0.2.100";
    // The token-less allowance of the bot check: a visitor without JavaScript is not asked at first.
    expect((await signIn(owner.email, owner.password, ownerIp)).status).toBe(302);
    // Above it, the form asks for the check (not 429), keeps the address and shows the widget.
    const asked = await signIn(owner.email, owner.password, ownerIp, {}, "/de/login");
    expect(asked.status).toBe(400);
    const html = await asked.text();
    expect(alertText(html)).toContain("mehrere fehlgeschlagene Anmeldungen");
    expect(html).toContain("dass du kein Bot bist");
    expect(html).toContain(`value="${owner.email}"`);
    expect(html).toContain(WIDGET);
    const solved = await signIn(owner.email, owner.password, ownerIp, { "frc-captcha-response": PASSING_TOKEN });
    expect(solved.status).toBe(302);
    expect(solved.headers.getSetCookie().some((cookie) => cookie.startsWith("sb-"))).toBe(true);
  });

  it("successful sign-ins do not use up the address's allowance", async () => {
    const owner = await createConfirmedUser();
    for (let i = 0; i < 6; i++) expect((await signIn(owner.email, owner.password, "192.0.2.150")).status).toBe(302);
    const wrong = await signIn(owner.email, "wrong-password", "192.0.2.151");
    expect(wrong.status).toBe(400);
    const html = await wrong.text();
    expect(alertText(html)).toBe("Invalid email or password.");
    expect(html).not.toContain(WIDGET);
  });

  it("keeps guessing behind the check, alike for an existing and an unknown address", async () => {
    const owner = await createConfirmedUser();
    for (const [email, net] of [
      [owner.email, "198.18.1"],
      [uniqueEmail("lockout-nobody"), "198.18.2"],
    ] as const) {
      await failFiveTimes(email, net);
      const attacker = `${net}.200`;
      // The IP's one token-less attempt is a normal failure; the widget stays for the next try.
      const free = await signIn(email, "wrong-password", attacker);
      expect(free.status, email).toBe(400);
      const freeHtml = await free.text();
      expect(alertText(freeHtml), email).toBe("Invalid email or password.");
      expect(freeHtml, email).toContain(WIDGET);
      // Then no password is tried without a solved check: no token, or a failed one.
      for (const extra of [{}, { "frc-captcha-response": "fail-bot" }] as Record<string, string>[]) {
        const asked = await signIn(email, owner.password, attacker, extra);
        expect(asked.status, email).toBe(400);
        expect(alertText(await asked.text()), email).toMatch(ASKS_FOR_CHECK);
      }
      // A solved check with a wrong password is a failure like any other.
      const solvedWrong = await signIn(email, "wrong-password", attacker, { "frc-captcha-response": PASSING_TOKEN });
      expect(solvedWrong.status, email).toBe(400);
      expect(alertText(await solvedWrong.text()), email).toBe("Invalid email or password.");
    }
  });
});
