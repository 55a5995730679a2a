import { afterEach, describe, expect, it, vi } from "vitest";
import { signAccessToken, verifyAccessToken } from "../src/auth/jwt";
import { loadSigningKey, type SigningKey } from "../src/auth/signing-key";

const subject = {
  userId: "9b6c1f7e-6a52-4f55-9d0e-1f0c2b7a3e11",
  email: "memory@example.test",
  phone: null,
  appMetadata: {},
  userMetadata: {},
  role: "authenticated",
  isAnonymous: false,
  sessionId: "4b1f2a8e-0d55-4c1a-9e63-7a2f9c1d0b22",
  authenticatedAt: 0,
  method: "password",
};

const tokenFor = async (key: SigningKey, expiresIn = 3_600) => (await signAccessToken(key, "http://local/auth/v1", subject, expiresIn)).token;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("verifyAccessToken's memory of tokens that passed", () => {
  it("checks a token's signature once and answers the same claims after", async () => {
    const key = await loadSigningKey(null);
    const token = await tokenFor(key);
    const verify = vi.spyOn(crypto.subtle, "verify");
    const first = await verifyAccessToken(key, token);
    const second = await verifyAccessToken(key, token);
    expect(first).toEqual({ ok: true, claims: expect.objectContaining({ sub: subject.userId, role: "authenticated" }) });
    expect(second).toEqual(first);
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it("never hands a token remembered for one key to a backend with another", async () => {
    const [mine, other] = [await loadSigningKey(null), await loadSigningKey(null)];
    const token = await tokenFor(mine);
    expect((await verifyAccessToken(mine, token)).ok).toBe(true);
    expect(await verifyAccessToken(other, token)).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses a remembered token once it has expired, and a changed copy of it at any time", async () => {
    const key = await loadSigningKey(null);
    const token = await tokenFor(key, 120);
    const claims = await verifyAccessToken(key, token);
    expect(claims.ok).toBe(true);
    const [header, payload, signature] = token.split(".") as [string, string, string];
    const changed = JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<string, unknown>;
    const forged = [header, Buffer.from(JSON.stringify({ ...changed, role: "service_role" })).toString("base64url"), signature].join(".");
    expect(await verifyAccessToken(key, forged)).toEqual({ ok: false, reason: "invalid" });

    const exp = claims.ok ? Number(claims.claims.exp) : 0;
    // The whole clock moves (jose reads `new Date()`), as it would for a real backend.
    vi.useFakeTimers({ toFake: ["Date"], now: exp * 1000 - 1_000 });
    expect((await verifyAccessToken(key, token)).ok).toBe(true);
    vi.setSystemTime(exp * 1000);
    expect(await verifyAccessToken(key, token)).toEqual({ ok: false, reason: "expired" });
    expect(await verifyAccessToken(key, token)).toEqual({ ok: false, reason: "expired" });
  });
});
