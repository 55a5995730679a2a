import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localSession } from "../../scripts/local-session";
import { startApp, type RunningApp } from "../support/app-server";
import { adminClient, backendUrl, realtime } from "../support/clients";
import { postForm } from "../support/http";
import { createConfirmedUser } from "../support/session";

let app: RunningApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.stop());

/** The session cookies a response sets, as `name=value` pairs a browser would send back. */
const sessionPairs = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => /^sb-[^=]+-auth-token(\.\d+)?=./.test(pair));

async function signInThroughForm(email: string, password: string) {
  const response = await postForm(app, "/login", { email, password }, { Origin: app.url });
  expect(response.status).toBe(302);
  return sessionPairs(response);
}

async function homeFor(cookie: string) {
  const response = await fetch(`${app.url}/app`, { headers: { Cookie: cookie }, redirect: "manual" });
  return { status: response.status, html: await response.text() };
}

describe("the session cookie", () => {
  it("is written at sign-in as the session's JSON, URI-encoded, and the next page reads it", async () => {
    const user = await createConfirmedUser();
    const pairs = await signInThroughForm(user.email, user.password);
    expect(pairs).toHaveLength(1);
    const value = pairs[0]!.slice(pairs[0]!.indexOf("=") + 1);
    expect(value.startsWith("base64-")).toBe(false);
    const session = JSON.parse(decodeURIComponent(value)) as { user: { email: string }; refresh_token: string };
    expect(session.user.email).toBe(user.email);
    expect(session.refresh_token).toBeTruthy();

    const home = await homeFor(pairs.join("; "));
    expect(home.status).toBe(200);
    expect(home.html).toContain(user.email);
  });

  it("written before in @supabase/ssr's base64url form, still signs its holder in", async () => {
    const user = await createConfirmedUser();
    const legacy = await localSession(backendUrl(), user.email, user.password, { cookieEncoding: "base64url", realtime });
    const pairs = legacy.cookies.map(([name, value]) => `${name}=${value}`);
    expect(pairs.every((pair) => pair.includes("=base64-"))).toBe(true);

    const home = await homeFor(pairs.join("; "));
    expect(home.status).toBe(200);
    expect(home.html).toContain(user.email);
    const anonymous = await homeFor(pairs.join("; ").replace("=base64-", "=base64-x"));
    expect(anonymous.status).toBe(302);
  });

  it("past its access token's expiry, is refreshed and written again raw, also when it was base64url before", async () => {
    const user = await createConfirmedUser();
    const [pair] = await signInThroughForm(user.email, user.password);
    const name = pair!.slice(0, pair!.indexOf("="));
    type Stored = { expires_at: number; refresh_token: string };
    let session = JSON.parse(decodeURIComponent(pair!.slice(name.length + 1))) as Stored;
    const encodings = [(json: string) => encodeURIComponent(json), (json: string) => `base64-${Buffer.from(json).toString("base64url")}`];
    for (const encode of encodings) {
      const expired = JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) - 60 });
      const response = await fetch(`${app.url}/app`, { headers: { Cookie: `${name}=${encode(expired)}` }, redirect: "manual" });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(user.email);
      const [renewed] = sessionPairs(response);
      expect(renewed?.startsWith(`${name}=%7B`)).toBe(true);
      const next = JSON.parse(decodeURIComponent(renewed!.slice(name.length + 1))) as Stored;
      expect(next.expires_at * 1000).toBeGreaterThan(Date.now());
      expect(next.refresh_token).not.toBe(session.refresh_token);
      session = next;
    }
  });

  it("too large for one cookie, is split into chunks and read back whole", async () => {
    const user = await createConfirmedUser();
    // Profile data travels in the token and in the session's user twice over: 2,000 characters push the
    // URI-encoded session past @supabase/ssr's 3,180-character chunk.
    const { error } = await adminClient().auth.admin.updateUserById(user.id, { user_metadata: { note: "ä".repeat(1_000) + "x".repeat(1_000) } });
    expect(error).toBeNull();
    const pairs = await signInThroughForm(user.email, user.password);
    expect(pairs.map((pair) => pair.slice(0, pair.indexOf("=")).replace(/^sb-[^=]+-auth-token/, "token")).sort()).toEqual(
      expect.arrayContaining(["token.0", "token.1"]),
    );
    expect(pairs.every((pair) => pair.length < 4_000)).toBe(true);

    const home = await homeFor(pairs.join("; "));
    expect(home.status).toBe(200);
    expect(home.html).toContain(user.email);
    const missingChunk = await homeFor(pairs.filter((pair) => !/\.1=/.test(pair)).join("; "));
    expect(missingChunk.status).toBe(302);
  });
});
