import { allowErrorLog } from "../../../tests/support/console-guard";
import { describe, expect, it } from "vitest";
import { TIMESTAMP_TOLERANCE_SECONDS } from "#app/platform/mail/webhook-signature.server";
import { BackendError } from "#app/platform/supabase/backend-error";
import { createRateLimiter } from "./limiter";
import { envName, parseRule, resolveRules as resolveAll } from "./rules";
import { MemoryRateLimitStore, type RateLimitStore } from "./store";

const resolveRules = (env: Record<string, string>) => resolveAll(env).rules;
const SECRET = "a-session-secret-of-at-least-32-characters";

describe("rate limit rules", () => {
  it("parses count/window specs", () => {
    expect(parseRule("5/15m")).toEqual({ limit: 5, windowMs: 15 * 60_000 });
    expect(parseRule(" 30 / 1h ")).toEqual({ limit: 30, windowMs: 3_600_000 });
  });

  it("never lets configuration switch a limit off", () => {
    for (const bad of ["0/15m", "5/0m", "off", "-1/1m", "5", "1e9/1m"]) expect(() => parseRule(bad)).toThrow();
  });

  it("takes overrides from the environment by rule name", () => {
    expect(envName("auth.signin.email")).toBe("RATE_LIMIT_AUTH_SIGNIN_EMAIL");
    const rules = resolveRules({ RATE_LIMIT_AUTH_SIGNIN_EMAIL: "500/1m" });
    expect(rules["auth.signin.email"]).toMatchObject({ limit: 500, windowMs: 60_000 });
    expect(rules["auth.signin.ip"]).toMatchObject({ limit: 30, windowMs: 15 * 60_000 });
  });

  it("names every malformed override and every variable that changes no rule", () => {
    const { issues } = resolveAll({
      RATE_LIMIT_AUTH_SIGNIN_EMAIL: "0/1m",
      RATE_LIMIT_CHAT_USER: "5/1h",
      // The daily quota is the plan's (CHAT_MESSAGES_PER_DAY), the replay guard is not a limit to raise.
      RATE_LIMIT_CHAT_DAY: "5/1d",
      RATE_LIMIT_MAIL_HOOK_ID: "5/1h",
      RATE_LIMIT_SUPPORT_IP: "50/1h",
    });
    expect(issues.map((issue) => issue.name).sort()).toEqual([
      "RATE_LIMIT_AUTH_SIGNIN_EMAIL",
      "RATE_LIMIT_CHAT_DAY",
      "RATE_LIMIT_CHAT_USER",
      "RATE_LIMIT_MAIL_HOOK_ID",
    ]);
  });

  it("keeps a webhook id's replay window beyond the signature's tolerance either way", () => {
    expect(resolveRules({})["mail-hook.id"]).toMatchObject({ limit: 1, subject: "exact" });
    expect(resolveRules({})["mail-hook.id"].windowMs).toBeGreaterThan(2 * TIMESTAMP_TOLERANCE_SECONDS * 1000);
  });
});

describe("when the counter is unavailable", () => {
  const broken: RateLimitStore = { consume: () => Promise.reject(new Error("connection refused")) };
  const limiter = createRateLimiter({ secret: SECRET, rules: resolveRules({}), store: broken });

  it("lets the request through on a rule that fails open (the forms fail on their own when the database is down)", async () => {
    const logged = allowErrorLog();
    const rules = ["auth.signin.email", "auth.signup.ip", "support.ip", "newsletter.ip", "calculate.ip", "avatar.user", "declaration.ip"] as const;
    for (const rule of rules) expect(await limiter.consume(rule, "198.51.100.1")).toEqual({ ok: true, remaining: 0 });
    // Each let-through is logged once, naming its rule, so an operator sees the counter is down.
    expect(logged.mock.calls.map(([fields]) => (fields as { rule?: string }).rule)).toEqual([...rules]);
  });

  it("throws BackendError on a rule that fails closed: the chat quota, the bot check, the mail hook's replay guard", async () => {
    await expect(limiter.consume("chat.ip", "198.51.100.1")).rejects.toThrow(BackendError);
    await expect(limiter.consume("chat.day", "user-1", 20)).rejects.toThrow("unavailable:rate-limit: connection refused");
    await expect(limiter.consume("bot-check.signup.ip", "198.51.100.1", 3)).rejects.toThrow(BackendError);
    await expect(limiter.consume("mail-hook.id", "msg_2Lx")).rejects.toThrow(BackendError);
    const failClosed = Object.entries(resolveRules({})).filter(([, rule]) => rule.whenUnavailable === "refuse");
    expect(failClosed.map(([name]) => name).sort()).toEqual([
      "bot-check.declaration.ip",
      "bot-check.newsletter.ip",
      "bot-check.reset.ip",
      "bot-check.signin.ip",
      "bot-check.signup.ip",
      "bot-check.support.ip",
      "chat.day",
      "chat.ip",
      "mail-hook.id",
    ]);
  });
});

describe("rules whose limit the caller gives", () => {
  it("counts against the given limit and carries the count over when it changes", async () => {
    const limiter = createRateLimiter({ secret: SECRET, rules: resolveRules({}) });
    expect((await limiter.consume("chat.day", "user-1", 2)).ok).toBe(true);
    expect((await limiter.consume("chat.day", "user-1", 2)).ok).toBe(true);
    expect(await limiter.consume("chat.day", "user-1", 2)).toEqual({ ok: false, retryAfterSeconds: 86_400 });
    // A plan with a larger quota continues the day's count.
    expect((await limiter.consume("chat.day", "user-1", 3)).ok).toBe(false);
    expect((await limiter.consume("chat.day", "user-1", 5)).ok).toBe(true);
  });

  it("counts a webhook id exactly: ids that differ only in case are two messages", async () => {
    const limiter = createRateLimiter({ secret: SECRET, rules: resolveRules({}) });
    expect((await limiter.consume("mail-hook.id", "msg_AbC")).ok).toBe(true);
    expect((await limiter.consume("mail-hook.id", "msg_abc")).ok).toBe(true);
    expect((await limiter.consume("mail-hook.id", "msg_AbC")).ok).toBe(false);
  });
});

describe("createRateLimiter", () => {
  const rules = resolveRules({});

  it("refuses the attempt after the limit and says when to retry", async () => {
    let now = 1_000_000;
    const limiter = createRateLimiter({ secret: SECRET, rules, now: () => now });
    for (let i = 0; i < 5; i++) expect((await limiter.consume("auth.signin.email", "a@example.com")).ok).toBe(true);
    const refused = await limiter.consume("auth.signin.email", "A@example.com");
    expect(refused).toEqual({ ok: false, retryAfterSeconds: 15 * 60 });
    now += 15 * 60_000;
    expect((await limiter.consume("auth.signin.email", "a@example.com")).ok).toBe(true);
  });

  it("keeps subjects and rules apart", async () => {
    const limiter = createRateLimiter({ secret: SECRET, rules });
    for (let i = 0; i < 5; i++) await limiter.consume("auth.signin.email", "a@example.com");
    expect((await limiter.consume("auth.signin.email", "b@example.com")).ok).toBe(true);
    expect((await limiter.consume("auth.signin.ip", "a@example.com")).ok).toBe(true);
  });

  it("bounds the memory store", async () => {
    const store = new MemoryRateLimitStore(3);
    for (const key of ["a", "b", "c", "d"]) await store.consume(key, 60_000, 5, 0);
    expect(store.size).toBe(3);
  });
});

describe("per-IP keys", () => {
  const rules = resolveRules({ RATE_LIMIT_AUTH_SIGNIN_IP: "2/1m" });

  it("counts a whole IPv6 /64 as one client, however the address is written", async () => {
    const limiter = createRateLimiter({ secret: SECRET, rules });
    expect((await limiter.consume("auth.signin.ip", "2001:db8:1:2::1")).ok).toBe(true);
    expect((await limiter.consume("auth.signin.ip", "2001:0db8:0001:0002:ffff:ffff:ffff:fffe")).ok).toBe(true);
    expect((await limiter.consume("auth.signin.ip", "[2001:DB8:1:2:abcd::9]")).ok).toBe(false);
    expect((await limiter.consume("auth.signin.ip", "2001:db8:1:3::1")).ok).toBe(true);
  });

  it("counts an IPv4-mapped IPv6 address as its IPv4 address", async () => {
    const limiter = createRateLimiter({ secret: SECRET, rules });
    await limiter.consume("auth.signin.ip", "203.0.113.7");
    await limiter.consume("auth.signin.ip", "::ffff:203.0.113.7");
    expect((await limiter.consume("auth.signin.ip", "203.0.113.7")).ok).toBe(false);
    expect((await limiter.consume("auth.signin.ip", "203.0.113.8")).ok).toBe(true);
  });
});

describe("consumeAll", () => {
  it("stops counting at the first rule that refuses", async () => {
    const store = new MemoryRateLimitStore();
    const limiter = createRateLimiter({ secret: SECRET, rules: resolveRules({ RATE_LIMIT_AUTH_SIGNIN_IP: "1/1m" }), store });
    expect(
      (
        await limiter.consumeAll([
          ["auth.signin.ip", "198.51.100.1"],
          ["auth.signin.email", "a@example.com"],
        ])
      ).ok,
    ).toBe(true);
    const before = store.size;
    for (const email of ["b@example.com", "c@example.com", "d@example.com"]) {
      expect(
        (
          await limiter.consumeAll([
            ["auth.signin.ip", "198.51.100.1"],
            ["auth.signin.email", email],
          ])
        ).ok,
      ).toBe(false);
    }
    expect(store.size).toBe(before);
  });
});

describe("MemoryRateLimitStore when full", () => {
  it("evicts expired windows before any live one", async () => {
    const store = new MemoryRateLimitStore(3);
    await store.consume("victim", 60 * 60_000, 5, 0);
    await store.consume("short-1", 1_000, 5, 0);
    await store.consume("short-2", 1_000, 5, 0);
    // At 5 s both short windows are over (the lazy sweep has not run yet): they make room, the victim stays.
    await store.consume("new", 60_000, 5, 5_000);
    expect((await store.consume("victim", 60 * 60_000, 5, 5_000)).remaining).toBe(3);
  });
});
