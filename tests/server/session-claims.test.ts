import { afterEach, describe, expect, it, vi } from "vitest";
import { verifiedClaims } from "#app/platform/supabase/claims.server";
import { userClient } from "../support/clients";
import { createConfirmedUser } from "../support/session";

async function signedIn() {
  const user = await createConfirmedUser();
  const client = await userClient(user.email, user.password);
  const { data } = await client.auth.getSession();
  return { user, auth: client.auth, token: data.session!.access_token };
}

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
const decoded = (segment: string) => JSON.parse(Buffer.from(segment, "base64url").toString("utf8")) as Record<string, unknown>;

afterEach(() => vi.restoreAllMocks());

describe("session claims", () => {
  it("checks a token's signature once and answers the same claims from memory after", async () => {
    const { user, auth, token } = await signedIn();
    const verify = vi.spyOn(crypto.subtle, "verify");
    const first = await verifiedClaims(auth, token);
    const second = await verifiedClaims(auth, token);
    expect(first.error).toBeNull();
    expect(first.data?.claims.sub).toBe(user.id);
    expect(second.data?.claims).toEqual(first.data?.claims);
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it("checks a token once when many requests bring it at the same time, and gives each the same answer", async () => {
    const { user, auth, token } = await signedIn();
    const verify = vi.spyOn(crypto.subtle, "verify");
    const fetches = vi.spyOn(globalThis, "fetch");
    const results = await Promise.all(Array.from({ length: 20 }, () => verifiedClaims(auth, token)));
    expect(results.map((result) => result.data?.claims.sub)).toEqual(Array.from({ length: 20 }, () => user.id));
    expect(verify).toHaveBeenCalledTimes(1);
    expect(fetches.mock.calls.filter(([url]) => String(url).includes("/.well-known/jwks.json")).length).toBeLessThanOrEqual(1);
  });

  it("refuses a token whose payload was changed, after the genuine one was remembered", async () => {
    const { auth, token } = await signedIn();
    const other = await signedIn();
    expect((await verifiedClaims(auth, token)).error).toBeNull();
    const [header, payload, signature] = token.split(".") as [string, string, string];
    const forged = [header, part({ ...decoded(payload), sub: decoded(other.token.split(".")[1]!).sub }), signature].join(".");
    const result = await verifiedClaims(auth, forged);
    expect(result.data).toBeNull();
    expect(result.error?.message).toMatch(/signature/i);
  });

  it("checks a remembered token again once it has expired, and refuses it", async () => {
    const { auth, token } = await signedIn();
    expect((await verifiedClaims(auth, token)).error).toBeNull();
    const expiresAt = Number(decoded(token.split(".")[1]!).exp) * 1000;
    vi.spyOn(Date, "now").mockReturnValue(expiresAt + 1_000);
    const result = await verifiedClaims(auth, token);
    expect(result.data).toBeNull();
    expect(result.error?.message).toMatch(/expired/i);
  });

  it("refuses a token re-labelled as HS256 every time (the server is asked, nothing is remembered)", async () => {
    const { auth, token } = await signedIn();
    const [, payload, signature] = token.split(".") as [string, string, string];
    const symmetric = [part({ alg: "HS256", typ: "JWT" }), payload, signature].join(".");
    for (let attempt = 0; attempt < 2; attempt++) {
      const result = await verifiedClaims(auth, symmetric);
      expect(result.data).toBeNull();
      expect(result.error).not.toBeNull();
    }
  });
});
