import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSING_TOKEN, startFriendlyCaptchaStandIn, type FriendlyCaptchaStandIn } from "../../standins/friendly-captcha/index";
import { startApp, type RunningApp } from "../support/app-server";
import { botCheckTestEnv } from "../support/test-env";
import { adminClient } from "../support/clients";
import { postForm } from "../support/http";
import { expectNoMail } from "../support/mail";
import { uniqueEmail } from "../support/session";

const inbox = uniqueEmail("bot-support-inbox");
let standIn: FriendlyCaptchaStandIn;
let app: RunningApp;
beforeAll(async () => {
  standIn = await startFriendlyCaptchaStandIn({ port: 0 });
  app = await startApp({
    ...botCheckTestEnv(standIn.url),
    BOT_CHECK_FREE_ATTEMPTS: "2",
    RATE_LIMIT_AUTH_SIGNUP_IP: "100/1h",
    TRUST_PROXY: "1",
    SUPPORT_INBOX: inbox,
    RATE_LIMIT_SUPPORT_IP: "100/1h",
    RATE_LIMIT_NEWSLETTER_IP: "100/1h",
  });
});
afterAll(async () => {
  await app?.stop();
  await standIn?.stop();
});

const password = "correct horse battery staple 42";
const signup = (email: string, extra: Record<string, string> = {}) => ({ email, password, confirmPassword: password, ...extra });
const from = (ip: string) => ({ "X-Forwarded-For": ip });
const calls = async () => ((await (await fetch(`${standIn.url}/__standin/calls`)).json()) as { calls: number }).calls;

async function userExists(email: string): Promise<boolean> {
  const { data, error } = await adminClient().auth.admin.listUsers({ perPage: 1000 });
  if (error) throw error;
  return data.users.some((user) => user.email === email);
}

describe("bot check on sign-up", () => {
  it("refuses a failed verification before any account exists or mail is sent, keeping the e-mail", async () => {
    const email = uniqueEmail("bot-failed");
    const before = await calls();
    const response = await postForm(app, "/signup", signup(email, { "frc-captcha-response": "fail-bot" }), from("198.51.100.10"));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("not a bot");
    expect(html).toContain(`value="${email}"`);
    expect(await calls()).toBe(before + 1);
    const human = uniqueEmail("bot-sentinel");
    await expectNoMail(
      { to: email },
      {
        to: human,
        send: async () =>
          expect((await postForm(app, "/signup", signup(human, { "frc-captcha-response": PASSING_TOKEN }), from("198.51.100.11"))).status).toBe(200),
      },
    );
    expect(await userExists(email)).toBe(false);
    expect(await userExists(human)).toBe(true);
  });

  it("answers in German on the German page", async () => {
    const response = await postForm(app, "/de/signup", signup(uniqueEmail("bot-de"), { "frc-captcha-response": "nope" }), from("198.51.100.12"));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("dass du kein Bot bist");
  });

  it("lets a visitor without JavaScript sign up, and requires the check once attempts from the IP are elevated", async () => {
    const ip = "2001:db8:77:1::1";
    for (const n of [1, 2]) {
      const response = await postForm(app, "/signup", signup(uniqueEmail(`bot-nojs-${n}`)), from(ip));
      expect(response.status).toBe(200);
    }
    const before = await calls();
    // Same /64, another address: the same subscriber.
    const elevated = await postForm(app, "/signup", signup(uniqueEmail("bot-nojs-3")), from("2001:db8:77:1::beef"));
    expect(elevated.status).toBe(400);
    expect(await elevated.text()).toContain("not a bot");
    expect(await calls()).toBe(before);
    const solved = await postForm(app, "/signup", signup(uniqueEmail("bot-js"), { "frc-captcha-response": PASSING_TOKEN }), from(ip));
    expect(solved.status).toBe(200);
    const otherClient = await postForm(app, "/signup", signup(uniqueEmail("bot-other")), from("2001:db8:77:2::1"));
    expect(otherClient.status).toBe(200);
  });
});

describe("bot check on the other public forms", () => {
  const refusedWith = async (response: Response, kept: string) => {
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("not a bot");
    expect(html).toContain(kept);
  };

  it("refuses a failed verification on the support form before any mail is sent", async () => {
    const subject = `Bot ${uniqueEmail("s")}`;
    const fields = { name: "Ada Lovelace", email: uniqueEmail("bot-support"), subject, message: "A question about the calculator." };
    const before = await calls();
    await refusedWith(await postForm(app, "/support", { ...fields, "frc-captcha-response": "fail" }, from("198.51.100.20")), subject);
    expect(await calls()).toBe(before + 1);
    const human = { ...fields, subject: `Human ${uniqueEmail("s")}`, "frc-captcha-response": PASSING_TOKEN };
    await expectNoMail(
      { to: inbox, subject },
      {
        to: inbox,
        subject: human.subject,
        send: async () => expect((await postForm(app, "/support", human, from("198.51.100.21"))).status).toBe(200),
      },
    );
  });

  it("refuses a failed verification on the newsletter sign-up and the password reset", async () => {
    const email = uniqueEmail("bot-news");
    await refusedWith(await postForm(app, "/newsletter", { email, "frc-captcha-response": "fail" }, from("198.51.100.22")), email);
    const resetEmail = uniqueEmail("bot-reset");
    await refusedWith(await postForm(app, "/reset", { email: resetEmail, "frc-captcha-response": "fail" }, from("198.51.100.23")), resetEmail);
  });

  it("requires the check on the support form once token-less attempts from one IP are elevated", async () => {
    const fields = () => ({ name: "Ada", email: uniqueEmail("bot-support-nojs"), subject: `No JS ${uniqueEmail("s")}`, message: "Hello there." });
    for (let n = 0; n < 2; n++) expect((await postForm(app, "/support", fields(), from("198.51.100.30"))).status).toBe(200);
    const elevated = await postForm(app, "/support", fields(), from("198.51.100.30"));
    expect(elevated.status).toBe(400);
    expect(await elevated.text()).toContain("not a bot");
  });
});

describe("bot check widget and CSP", () => {
  it("renders the widget's placeholder and allows only Friendly Captcha's EU origin, only when configured", async () => {
    const response = await fetch(`${app.url}/signup`);
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toMatch(/connect-src [^;]*https:\/\/eu\.frcapi\.com/);
    expect(csp).toContain("frame-src 'self' https://eu.frcapi.com");
    expect(await response.text()).toContain('class="frc-captcha"');
    const off = await startApp();
    try {
      const plain = await fetch(`${off.url}/signup`);
      expect(plain.headers.get("Content-Security-Policy")).not.toContain("frcapi");
      expect(await plain.text()).not.toContain("frc-captcha");
    } finally {
      await off.stop();
    }
  });
});

describe("bot check on the declaration forms (§ 312k, § 356a)", () => {
  it("refuses a failed verification before anything is recorded, keeping the values, on both forms", async () => {
    const email = uniqueEmail("bot-declaration");
    const cancel = await postForm(
      app,
      "/cancel-contract",
      { name: "Bot", email, contractReference: "", kind: "ordinary", reason: "", end: "next_possible", date: "", "frc-captcha-response": "fail-bot" },
      from("198.51.100.40"),
    );
    expect(cancel.status).toBe(400);
    const html = await cancel.text();
    expect(html).toContain("not a bot");
    expect(html).toContain(`value="${email}"`);
    const withdraw = await postForm(
      app,
      "/withdraw",
      { name: "Bot", email, contractReference: "", step: "confirm", "frc-captcha-response": "fail-bot" },
      from("198.51.100.41"),
    );
    expect(withdraw.status).toBe(400);
    expect(await withdraw.text()).toContain("not a bot");
    expect((await adminClient().from("contract_cancellations").select("id").eq("email", email)).data).toEqual([]);
    expect((await adminClient().from("contract_withdrawals").select("id").eq("email", email)).data).toEqual([]);
    const passed = await postForm(
      app,
      "/withdraw",
      { name: "Human", email, contractReference: "", step: "confirm", "frc-captcha-response": PASSING_TOKEN },
      from("198.51.100.42"),
    );
    expect(passed.status).toBe(200);
    expect((await adminClient().from("contract_withdrawals").select("state").eq("email", email)).data).toHaveLength(1);
  });
});
