import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/app-server";
import { adminClient } from "../support/clients";
import { signedInUser } from "../support/account";
import { appTestEnv } from "../support/test-env";
import { counterKey } from "../../app/platform/rate-limit/counter-key";
import { ask, chatIdOf, settledAnswer } from "../support/chat";

let first: RunningApp;
let second: RunningApp;

beforeAll(async () => {
  // Two instances on one backend: the quota is counted in Postgres, so it holds across both.
  [first, second] = await Promise.all([startApp({ CHAT_MESSAGES_PER_DAY: "2" }), startApp({ CHAT_MESSAGES_PER_DAY: "2" })]);
});
afterAll(() => Promise.all([first.stop(), second.stop()]));

describe("the daily chat quota", () => {
  it("counts across app instances and answers 429 with the reset time, keeping the message", async () => {
    const user = await signedInUser("Quota");
    await settledAnswer(chatIdOf(await ask(first, user.cookie, "First question")));
    await settledAnswer(chatIdOf(await ask(second, user.cookie, "Second question")));
    const refused = await ask(first, user.cookie, "Third question, kept", { lang: "de" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(23 * 3600);
    const html = await refused.text();
    expect(html).toMatch(/Du hast dein Chat-Limit erreicht\. Ab \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} MES?Z kannst du wieder schreiben\./);
    expect(html).toContain("Third question, kept");
    const english = await ask(second, user.cookie, "Fourth");
    expect(english.status).toBe(429);
    expect(await english.text()).toMatch(/You have reached your chat limit\. You can write again from \d{1,2} \w{3,4} \d{4}, \d{2}:\d{2} CES?T\./);
  });

  it("limits one IP address across users and instances (RATE_LIMIT_CHAT_IP)", async () => {
    // A window of its own (the window is part of the counter's key) keeps this run's counter apart from the
    // other tests' and from earlier runs on the same backend: every request comes from 127.0.0.1.
    const windowSeconds = 3600 + Math.floor(Math.random() * 3600);
    const limited = { CHAT_MESSAGES_PER_DAY: "50", RATE_LIMIT_CHAT_IP: `2/${windowSeconds}s` };
    const [a, b] = await Promise.all([startApp(limited), startApp(limited)]);
    try {
      const [one, two, three] = await Promise.all([signedInUser("One"), signedInUser("Two"), signedInUser("Three")]);
      expect((await ask(a, one.cookie, "From one")).status).toBe(303);
      expect((await ask(b, two.cookie, "From two")).status).toBe(303);
      const refused = await ask(a, three.cookie, "From three, kept");
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("Retry-After"))).toBeLessThanOrEqual(windowSeconds);
      expect(await refused.text()).toContain("From three, kept");
      // The counters name neither the address nor the users in the clear (the privacy policy promises it), nor
      // as a plain SHA-256 (reversed by hashing every IPv4 address): both instances count under one HMAC.
      const { data, error } = await adminClient().from("rate_limit_counters").select("key").like("key", "chat.%");
      expect(error).toBeNull();
      const keys = (data ?? []).map((row: { key: string }) => row.key);
      const ip = { name: "chat.ip", limit: 2, windowSeconds, subject: "127.0.0.1", kind: "ip" } as const;
      expect(keys).toContain(counterKey(ip, appTestEnv(0).SESSION_SECRET!));
      expect(keys.join("\n")).not.toContain(sha256("127.0.0.1"));
      for (const secret of ["127.0.0.1", one.id, two.id, three.id]) expect(keys.join("\n")).not.toContain(secret);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it("counts each user on their own", async () => {
    const fresh = await signedInUser("Fresh");
    expect((await ask(second, fresh.cookie, "My first question")).status).toBe(303);
  });
});

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("base64url");
}
