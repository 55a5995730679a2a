import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signAccessToken } from "../src/auth/jwt";
import type { LocalBackend } from "../src/index";
import { authFetch, clientFor, fragmentOf, mailLink, signedInUser, startTestBackend, uniqueEmail } from "./helpers";

let backend: LocalBackend;
let valid: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  backend = await startTestBackend();
  valid = await signedInUser(backend);
});
afterAll(async () => {
  await backend?.stop();
});

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** Tokens an attacker could bring, each built from the valid session's token or claims. */
async function hostileTokens(): Promise<Record<string, string>> {
  const [header, payload, signature] = valid.session.access_token.split(".") as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
  const foreign = await generateKeyPair("ES256");
  const publicJwk = await exportJWK(backend.signingKey.publicKey);
  const expired = await signAccessToken(
    backend.signingKey,
    `${backend.url}/auth/v1`,
    {
      userId: valid.userId,
      email: valid.email,
      phone: null,
      appMetadata: {},
      userMetadata: {},
      role: "authenticated",
      isAnonymous: false,
      sessionId: claims.session_id,
      authenticatedAt: 0,
      method: "password",
    },
    -60,
  );
  return {
    malformed: "not.a-jwt",
    garbage: "eyJhbGciOi.garbage.here",
    expired: expired.token,
    tampered: `${header}.${b64({ ...claims, role: "service_role" })}.${signature}`,
    "signed by another key": await new SignJWT(claims).setProtectedHeader({ alg: "ES256", kid: backend.signingKey.kid }).sign(foreign.privateKey),
    "alg none": `${b64({ alg: "none", typ: "JWT" })}.${payload}.`,
    "HS256 with the public key": await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256", kid: backend.signingKey.kid })
      .sign(new TextEncoder().encode(JSON.stringify(publicJwk))),
  };
}

describe("hostile JWTs", () => {
  it("are refused by the Auth API with bad_jwt, and change nothing", async () => {
    for (const [name, token] of Object.entries(await hostileTokens())) {
      const response = await authFetch(backend, "/user", { method: "PUT", bearer: token, body: JSON.stringify({ data: { hacked: name } }) });
      expect(response.status, name).toBe(403);
      expect(await response.json(), name).toMatchObject({ code: "bad_jwt" });
    }
    const { data } = await valid.client.auth.getUser();
    expect(data.user?.user_metadata).not.toHaveProperty("hacked");
  });

  it("are refused by REST with PostgREST's 401 (PGRST303 when expired)", async () => {
    for (const [name, token] of Object.entries(await hostileTokens())) {
      const response = await fetch(`${backend.url}/rest/v1/profiles?select=id`, {
        headers: { apikey: backend.publishableKey, Authorization: `Bearer ${token}` },
      });
      expect(response.status, name).toBe(401);
      expect((await response.json()).code, name).toBe(name === "expired" ? "PGRST303" : "PGRST301");
    }
  });

  it("fail getClaims locally", async () => {
    const tokens = await hostileTokens();
    for (const name of ["tampered", "signed by another key", "expired"]) {
      const { error } = await clientFor(backend).auth.getClaims(tokens[name]);
      expect(error, name).not.toBeNull();
    }
  });
});

describe("hostile requests", () => {
  it("need a known API key", async () => {
    const none = await fetch(`${backend.url}/auth/v1/settings`);
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ message: "No API key found in request" });
    const wrong = await fetch(`${backend.url}/auth/v1/settings`, { headers: { apikey: "sb_publishable_guess" } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ message: "Invalid API key" });
  });

  it("refuse oversized bodies with 413 before reading them", async () => {
    const response = await authFetch(backend, "/signup", {
      method: "POST",
      body: JSON.stringify({ email: uniqueEmail(), password: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: "request_entity_too_large" });
  });

  it("refuse unknown grant types and malformed JSON", async () => {
    const grant = await authFetch(backend, "/token?grant_type=client_credentials", { method: "POST", body: "{}" });
    expect(grant.status).toBe(400);
    expect(await grant.json()).toMatchObject({ code: "invalid_credentials", message: "unsupported_grant_type" });
    const json = await authFetch(backend, "/token?grant_type=password", { method: "POST", body: "{not json" });
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ code: "bad_json" });
  });

  it("answer older clients in the pre-2024 error shape", async () => {
    const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { apikey: backend.publishableKey, "Content-Type": "application/json" },
      body: JSON.stringify({ email: "demo@kolleague.local", password: "nope" }),
    });
    expect(await response.json()).toEqual({ code: 400, error_code: "invalid_credentials", msg: "Invalid login credentials" });
  });
});

describe("redirect targets off the allow-list", () => {
  it("are replaced by the site URL in mail links", async () => {
    const email = uniqueEmail("evil");
    await clientFor(backend).auth.signUp({ email, password: "long-enough-1", options: { emailRedirectTo: "https://evil.example/steal" } });
    const { redirectTo } = await mailLink(backend, email);
    expect(redirectTo).toBe("http://localhost:5173");
  });

  it("never receive the session from GET /verify", async () => {
    const email = uniqueEmail("evil-get");
    await clientFor(backend).auth.signUp({ email, password: "long-enough-1" });
    const { tokenHash } = await mailLink(backend, email);
    for (const target of [
      "https://evil.example/",
      "https://localhost.evil.example/",
      "javascript:alert(1)",
      "//evil.example",
      "http://user@evil.example",
    ]) {
      const probe = new URL(`${backend.url}/auth/v1/verify`);
      probe.search = new URLSearchParams({ token: "unknown", type: "signup", redirect_to: target }).toString();
      const location = (await fetch(probe, { redirect: "manual" })).headers.get("location")!;
      expect(location.startsWith("http://localhost:5173#"), target).toBe(true);
      expect(fragmentOf(location).get("error_code")).toBe("otp_expired");
    }
    const allowed = new URL(`${backend.url}/auth/v1/verify`);
    allowed.search = new URLSearchParams({ token: tokenHash, type: "signup", redirect_to: "http://localhost:3000/auth/callback" }).toString();
    const location = (await fetch(allowed, { redirect: "manual" })).headers.get("location")!;
    expect(location.startsWith("http://localhost:3000/auth/callback#access_token=")).toBe(true);
  });
});
