import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalBackend } from "../src/index";
import { authFetch, clientFor, signedInUser, startTestBackend } from "./helpers";

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.stop();
});

describe("access tokens", () => {
  it("are ES256 JWTs with Supabase's claims, verified by getClaims without a call after the JWKS", async () => {
    const requests: string[] = [];
    const counting: typeof fetch = (input, init) => {
      requests.push(String(input instanceof Request ? input.url : input));
      return fetch(input, init);
    };
    const client = clientFor(backend, backend.publishableKey, counting);
    const { data } = await client.auth.signInWithPassword({ email: "demo@kolleague.local", password: "kolleague-demo" });
    const [header] = data.session!.access_token.split(".");
    expect(JSON.parse(Buffer.from(header!, "base64url").toString())).toMatchObject({ alg: "ES256", typ: "JWT", kid: backend.signingKey.kid });

    requests.length = 0;
    const first = await client.auth.getClaims();
    expect(first.error).toBeNull();
    expect(requests).toEqual([`${backend.url}/auth/v1/.well-known/jwks.json`]);
    requests.length = 0;
    const second = await client.auth.getClaims();
    expect(requests).toEqual([]);
    expect(second.data?.claims).toMatchObject({
      sub: "d0d0d0d0-0000-4000-8000-000000000001",
      role: "authenticated",
      aud: "authenticated",
      email: "demo@kolleague.local",
      aal: "aal1",
      session_id: expect.any(String),
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: expect.objectContaining({ full_name: "Demo Kollege" }),
    });
    expect(second.data!.claims.exp - second.data!.claims.iat).toBe(3600);
  });

  it("getUser returns the user from the server", async () => {
    const { client, email, userId } = await signedInUser(backend);
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: userId, email, aud: "authenticated", role: "authenticated" });
    expect(data.user?.identities?.[0]).toMatchObject({ provider: "email", user_id: userId });
  });
});

describe("refresh tokens", () => {
  it("rotate on every refresh, and the new access token works", async () => {
    const { client, session } = await signedInUser(backend);
    const { data, error } = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(error).toBeNull();
    expect(data.session!.refresh_token).not.toBe(session.refresh_token);
    expect(data.session!.access_token).not.toBe(session.access_token);
    expect((await client.auth.getUser(data.session!.access_token)).error).toBeNull();
  });

  it("tolerate the just-rotated token within the reuse interval (two tabs refreshing at once)", async () => {
    const { client, session } = await signedInUser(backend);
    const first = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    const parallel = await clientFor(backend).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(parallel.error).toBeNull();
    expect(parallel.data.session!.refresh_token).toBe(first.data.session!.refresh_token);
  });

  it("end the whole session when an older token is reused", async () => {
    const { client, session } = await signedInUser(backend);
    const second = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    const third = await client.auth.refreshSession({ refresh_token: second.data.session!.refresh_token });
    expect(third.error).toBeNull();
    const attacker = await clientFor(backend).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(attacker.error?.code).toBe("refresh_token_already_used");
    const victim = await clientFor(backend).auth.refreshSession({ refresh_token: third.data.session!.refresh_token });
    expect(victim.error).not.toBeNull();
    const user = await authFetch(backend, "/user", { bearer: third.data.session!.access_token });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ code: "session_not_found" });
  });

  it("refuses unknown and malformed tokens", async () => {
    const unknown = await clientFor(backend).auth.refreshSession({ refresh_token: "x".repeat(32) });
    expect(unknown.error?.code).toBe("refresh_token_not_found");
    const malformed = await clientFor(backend).auth.refreshSession({ refresh_token: "short" });
    expect(malformed.error?.code).toBe("validation_failed");
  });
});

describe("sign-out", () => {
  it("global scope kills every session and its refresh tokens", async () => {
    const { client, email, password, session } = await signedInUser(backend);
    const other = clientFor(backend);
    const otherSession = (await other.auth.signInWithPassword({ email, password })).data.session!;
    expect((await client.auth.signOut()).error).toBeNull();
    for (const token of [session.refresh_token, otherSession.refresh_token]) {
      const { error } = await clientFor(backend).auth.refreshSession({ refresh_token: token });
      expect(error?.code).toBe("refresh_token_not_found");
    }
    const response = await authFetch(backend, "/user", { bearer: otherSession.access_token });
    expect(await response.json()).toMatchObject({ code: "session_not_found" });
  });

  it("local scope ends only this session, others scope every other one", async () => {
    const { client, email, password, session } = await signedInUser(backend);
    const second = clientFor(backend);
    const secondSession = (await second.auth.signInWithPassword({ email, password })).data.session!;
    const third = clientFor(backend);
    const thirdSession = (await third.auth.signInWithPassword({ email, password })).data.session!;
    await second.auth.signOut({ scope: "local" });
    expect((await clientFor(backend).auth.refreshSession({ refresh_token: secondSession.refresh_token })).error).not.toBeNull();
    await client.auth.signOut({ scope: "others" });
    expect((await clientFor(backend).auth.refreshSession({ refresh_token: thirdSession.refresh_token })).error).not.toBeNull();
    expect((await authFetch(backend, "/user", { bearer: session.access_token })).status).toBe(200);
  });
});
