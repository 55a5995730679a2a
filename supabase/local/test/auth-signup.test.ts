import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalBackend } from "../src/index";
import { createClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import { authFetch, clientFor, fragmentOf, mailLink, startTestBackend, uniqueEmail } from "./helpers";

let backend: LocalBackend;
let noConfirm: LocalBackend;

beforeAll(async () => {
  [backend, noConfirm] = await Promise.all([startTestBackend(), startTestBackend({ env: { SUPABASE_AUTH_ENABLE_CONFIRMATIONS: "false" } })]);
});
afterAll(async () => {
  await Promise.all([backend?.stop(), noConfirm?.stop()]);
});

describe("sign-up with confirmation (config.toml: enable_confirmations = true)", () => {
  it("creates an unconfirmed user, mails a link, and refuses sign-in until the link is followed", async () => {
    const email = uniqueEmail("confirm");
    const client = clientFor(backend);
    const { data, error } = await client.auth.signUp({ email, password: "long-enough-1", options: { data: { full_name: "Ada", locale: "de" } } });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.user_metadata).toMatchObject({ full_name: "Ada", locale: "de", email_verified: false });

    const early = await client.auth.signInWithPassword({ email, password: "long-enough-1" });
    expect(early.error?.code).toBe("email_not_confirmed");

    const { link, type, redirectTo } = await mailLink(backend, email);
    expect(type).toBe("signup");
    expect(redirectTo).toBe("http://localhost:5173");
    const response = await fetch(link, { redirect: "manual" });
    expect(response.status).toBe(303);
    const fragment = fragmentOf(response.headers.get("location")!);
    expect(fragment.get("type")).toBe("signup");
    const claims = await client.auth.getClaims(fragment.get("access_token")!);
    expect(claims.data?.claims.email).toBe(email);

    const signedIn = await client.auth.signInWithPassword({ email, password: "long-enough-1" });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.email_confirmed_at).toBeTruthy();
    expect(signedIn.data.user?.user_metadata.email_verified).toBe(true);
  });

  it("confirms with verifyOtp({ token_hash, type }) as a server route would, and the link works only once", async () => {
    const email = uniqueEmail("otp");
    const client = clientFor(backend);
    await client.auth.signUp({ email, password: "long-enough-1" });
    const { tokenHash } = await mailLink(backend, email);
    const verified = await client.auth.verifyOtp({ token_hash: tokenHash, type: "signup" });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);
    const again = await client.auth.verifyOtp({ token_hash: tokenHash, type: "signup" });
    expect(again.error?.code).toBe("otp_expired");
    expect(again.error?.status).toBe(403);
  });

  it('accepts type "email" for the confirmation, as Supabase\'s current mail templates send it', async () => {
    const email = uniqueEmail("type-email");
    const client = clientFor(backend);
    await client.auth.signUp({ email, password: "long-enough-1" });
    const { tokenHash } = await mailLink(backend, email);
    const { data, error } = await client.auth.verifyOtp({ token_hash: tokenHash, type: "email" });
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });

  it("answers a sign-up for a confirmed address with a look-alike user and sends no mail", async () => {
    const client = clientFor(backend);
    const before = backend.mail.list("demo@kolleague.local").length;
    const { data, error } = await client.auth.signUp({ email: "demo@kolleague.local", password: "something-else" });
    expect(error).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(data.user?.id).not.toBe("d0d0d0d0-0000-4000-8000-000000000001");
    expect(backend.mail.list("demo@kolleague.local").length).toBe(before);
  });

  it("resends the confirmation mail once max_frequency has passed", async () => {
    const email = uniqueEmail("resend");
    const client = clientFor(backend);
    await client.auth.signUp({ email, password: "long-enough-1" });
    const tooSoon = await client.auth.resend({ type: "signup", email });
    expect(tooSoon.error?.code).toBe("over_email_send_rate_limit");
    await new Promise((r) => setTimeout(r, 1100));
    const resent = await client.auth.resend({ type: "signup", email });
    expect(resent.error).toBeNull();
    expect(backend.mail.list(email)).toHaveLength(2);
  });

  it("checks passwords and e-mail addresses with Supabase's codes", async () => {
    const client = clientFor(backend);
    const short = await client.auth.signUp({ email: uniqueEmail(), password: "short" });
    expect(short.error?.code).toBe("weak_password");
    const invalid = await client.auth.signUp({ email: "not-an-address", password: "long-enough-1" });
    expect(invalid.error?.code).toBe("validation_failed");
  });

  it("refuses wrong passwords and unknown addresses alike", async () => {
    const client = clientFor(backend);
    const wrong = await client.auth.signInWithPassword({ email: "demo@kolleague.local", password: "wrong-password" });
    const unknown = await client.auth.signInWithPassword({ email: uniqueEmail(), password: "wrong-password" });
    expect(wrong.error?.code).toBe("invalid_credentials");
    expect(wrong.error?.status).toBe(400);
    expect(unknown.error?.code).toBe("invalid_credentials");
    expect(unknown.error?.message).toBe(wrong.error?.message);
  });
});

describe("sign-up without confirmation", () => {
  it("returns a session at once and refuses a second sign-up for the address", async () => {
    const email = uniqueEmail("instant");
    const client = clientFor(noConfirm);
    const { data, error } = await client.auth.signUp({ email, password: "long-enough-1" });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(noConfirm.mail.list(email)).toHaveLength(0);
    const again = await clientFor(noConfirm).auth.signUp({ email, password: "long-enough-1" });
    expect(again.error?.code).toBe("user_already_exists");
  });
});

describe("sign-up on the PKCE flow (@supabase/ssr's default)", () => {
  it("mails a pkce_ link whose redirect carries a code that only the right verifier exchanges", async () => {
    const client = createClient(backend.url, backend.publishableKey, {
      realtime: { transport: WebSocket as never },
      auth: { flowType: "pkce", persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    const email = uniqueEmail("pkce");
    expect(
      (await client.auth.signUp({ email, password: "long-enough-1", options: { emailRedirectTo: "http://localhost:5173/auth/callback" } })).error,
    ).toBeNull();
    const { link, tokenHash } = await mailLink(backend, email);
    expect(tokenHash.startsWith("pkce_")).toBe(true);
    const location = (await fetch(link, { redirect: "manual" })).headers.get("location")!;
    const code = new URL(location).searchParams.get("code")!;
    expect(location.startsWith("http://localhost:5173/auth/callback?code=")).toBe(true);

    const wrong = await authFetch(backend, "/token?grant_type=pkce", {
      method: "POST",
      body: JSON.stringify({ auth_code: code, code_verifier: "x".repeat(50) }),
    });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ code: "bad_code_verifier" });

    const { data, error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    const replay = await authFetch(backend, "/token?grant_type=pkce", {
      method: "POST",
      body: JSON.stringify({ auth_code: code, code_verifier: "x".repeat(50) }),
    });
    expect(await replay.json()).toMatchObject({ code: "flow_state_not_found" });
  });
});
