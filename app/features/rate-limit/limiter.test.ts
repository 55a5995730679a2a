import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./limiter";
import { envName, parseRule, resolveRules } from "./rules";
import { MemoryRateLimitStore } from "./store";

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
    expect(rules["auth.signin.email"]).toEqual({ limit: 500, windowMs: 60_000 });
    expect(rules["auth.signin.ip"]).toEqual({ limit: 30, windowMs: 15 * 60_000 });
  });
});

describe("createRateLimiter", () => {
  const rules = resolveRules({});

  it("refuses the attempt after the limit and says when to retry", async () => {
    let now = 1_000_000;
    const limiter = createRateLimiter({ rules, now: () => now });
    for (let i = 0; i < 5; i++) expect((await limiter.consume("auth.signin.email", "a@example.com")).ok).toBe(true);
    const refused = await limiter.consume("auth.signin.email", "A@example.com");
    expect(refused).toEqual({ ok: false, retryAfterSeconds: 15 * 60 });
    now += 15 * 60_000;
    expect((await limiter.consume("auth.signin.email", "a@example.com")).ok).toBe(true);
  });

  it("keeps subjects and rules apart", async () => {
    const limiter = createRateLimiter({ rules });
    for (let i = 0; i < 5; i++) await limiter.consume("auth.signin.email", "a@example.com");
    expect((await limiter.consume("auth.signin.email", "b@example.com")).ok).toBe(true);
    expect((await limiter.consume("auth.signin.ip", "a@example.com")).ok).toBe(true);
  });

  it("bounds the memory store", async () => {
    const store = new MemoryRateLimitStore(3);
    for (const key of ["a", "b", "c", "d"]) await store.hit(key, 60_000, 0);
    expect(store.size).toBe(3);
  });
});
