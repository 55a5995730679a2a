import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalBackend } from "../src/index";
import { clientFor, fragmentOf, mailLink, signedInUser, startTestBackend, uniqueEmail } from "./helpers";

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.stop();
});

describe("password recovery", () => {
  it("mails a link whose token_hash opens a session that may set a new password", async () => {
    const { email, password } = await signedInUser(backend);
    const client = clientFor(backend);
    const sent = await client.auth.resetPasswordForEmail(email, { redirectTo: "http://localhost:5173/reset" });
    expect(sent.error).toBeNull();
    const { tokenHash, type, redirectTo } = await mailLink(backend, email);
    expect(type).toBe("recovery");
    expect(redirectTo).toBe("http://localhost:5173/reset");

    const verified = await client.auth.verifyOtp({ token_hash: tokenHash, type: "recovery" });
    expect(verified.error).toBeNull();
    const same = await client.auth.updateUser({ password });
    expect(same.error?.code).toBe("same_password");
    const updated = await client.auth.updateUser({ password: "brand-new-secret" });
    expect(updated.error).toBeNull();

    const old = await clientFor(backend).auth.signInWithPassword({ email, password });
    expect(old.error?.code).toBe("invalid_credentials");
    const fresh = await clientFor(backend).auth.signInWithPassword({ email, password: "brand-new-secret" });
    expect(fresh.error).toBeNull();
  });

  it("answers an unknown address exactly like a known one and sends nothing", async () => {
    const email = uniqueEmail("nobody");
    const { data, error } = await clientFor(backend).auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(backend.mail.list(email)).toHaveLength(0);
  });
});

describe("user updates", () => {
  it("merges metadata: given keys replace, null removes, others stay", async () => {
    const { client } = await signedInUser(backend);
    await client.auth.updateUser({ data: { full_name: "Ada", locale: "en", theme: "dark" } });
    const { data, error } = await client.auth.updateUser({ data: { locale: "de", theme: null } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ full_name: "Ada", locale: "de" });
    expect(data.user?.user_metadata).not.toHaveProperty("theme");
  });

  it("refuses a too short password and app_metadata from the user", async () => {
    const { client, session } = await signedInUser(backend);
    const weak = await client.auth.updateUser({ password: "short" });
    expect(weak.error?.code).toBe("weak_password");
    const response = await fetch(`${backend.url}/auth/v1/user`, {
      method: "PUT",
      headers: {
        apikey: backend.publishableKey,
        Authorization: `Bearer ${session.access_token}`,
        "Content-Type": "application/json",
        "X-Supabase-Api-Version": "2024-01-01",
      },
      body: JSON.stringify({ app_metadata: { role: "admin" } }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: "not_admin" });
  });

  it("changes the e-mail address only after both the old and the new address confirm", async () => {
    const { client, email, password } = await signedInUser(backend);
    const newEmail = uniqueEmail("moved");
    const { data, error } = await client.auth.updateUser({ email: newEmail }, { emailRedirectTo: "http://localhost:5173/my/settings" });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.new_email).toBe(newEmail);

    const toOld = await mailLink(backend, email, (s) => s.startsWith("Confirm your new e-mail"));
    const toNew = await mailLink(backend, newEmail);
    expect(toOld.type).toBe("email_change");
    expect(toOld.tokenHash).not.toBe(toNew.tokenHash);

    const first = await fetch(toOld.link, { redirect: "manual" });
    const firstLocation = first.headers.get("location")!;
    expect(firstLocation.startsWith("http://localhost:5173/my/settings#")).toBe(true);
    expect(fragmentOf(firstLocation).get("message")).toMatch(/other email/);
    expect((await clientFor(backend).auth.signInWithPassword({ email: newEmail, password })).error?.code).toBe("invalid_credentials");

    const second = await client.auth.verifyOtp({ token_hash: toNew.tokenHash, type: "email_change" });
    expect(second.error).toBeNull();
    expect(second.data.user?.email).toBe(newEmail);
    expect((await clientFor(backend).auth.signInWithPassword({ email: newEmail, password })).error).toBeNull();
    expect((await clientFor(backend).auth.signInWithPassword({ email, password })).error?.code).toBe("invalid_credentials");
  });

  it("refuses an address another account has", async () => {
    const { client } = await signedInUser(backend);
    const { error } = await client.auth.updateUser({ email: "demo@kolleague.local" });
    expect(error?.code).toBe("email_exists");
  });
});
