import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/app-server";
import { userClient } from "../support/clients";
import { postPasswordChange, signedInUser } from "../support/account";
import { cookieHeader, sessionCookies } from "../support/session";
import { postForm } from "../support/http";

let app: RunningApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.stop());

/** The request's cookies updated with what a response set (a cleared cookie drops out), as a browser does. */
function applySetCookies(cookie: string, response: Response): string {
  const jar = new Map(cookie.split("; ").map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)] as const));
  for (const line of response.headers.getSetCookie()) {
    const [pair = "", ...attributes] = line.split(";");
    const name = pair.slice(0, pair.indexOf("="));
    const value = pair.slice(pair.indexOf("=") + 1);
    const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === "";
    if (expired) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

describe("password change under secure password change", () => {
  it("changes the password on a fresh sign-in and leaves the browser with a working session", async () => {
    const user = await signedInUser();
    const response = await postPasswordChange(app, user.cookie, { currentPassword: user.password, password: "a brand new passphrase" });
    expect(response.status).toBe(302);
    // The fresh session's tokens replace the old ones in the browser's cookies.
    expect(response.headers.getSetCookie().some((line) => line.startsWith("sb-"))).toBe(true);
    await expect(userClient(user.email, "a brand new passphrase")).resolves.toBeTruthy();

    const after = await fetch(`${app.url}/my/settings`, { headers: { Cookie: applySetCookies(user.cookie, response) }, redirect: "manual" });
    expect(after.status).toBe(200);
    expect(await after.text()).toContain(user.email);
  });
});

describe("a session ended on another device", () => {
  it("sends settings to the sign-in page of its language, not to an outage page", async () => {
    const user = await signedInUser();
    // A second device, signed in before the password changes on the first one.
    const otherDevice = cookieHeader(await sessionCookies(user.email, user.password));
    const changed = await postPasswordChange(app, user.cookie, { currentPassword: user.password, password: "another new passphrase" });
    expect(changed.status).toBe(302);
    for (const path of ["/my/settings", "/de/my/settings"]) {
      const response = await fetch(`${app.url}${path}`, { headers: { Cookie: otherDevice }, redirect: "manual" });
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toBe(`${path.startsWith("/de") ? "/de" : ""}/login?redirectTo=${encodeURIComponent(path)}`);
    }
  });
});

describe("the password check's limit", () => {
  it("counts only the owner's wrong passwords: their right ones and a stranger's sign-in failures never use it up", async () => {
    const limited = await startApp({ RATE_LIMIT_AUTH_REAUTH_USER: "2/15m", RATE_LIMIT_AUTH_SIGNIN_EMAIL: "2/15m" });
    try {
      const user = await signedInUser();
      // Someone else uses up the address's sign-in failures from outside.
      for (const wrong of ["guess one", "guess two", "guess three"]) {
        await postForm(limited, "/login", { email: user.email, password: wrong }, { Origin: limited.url });
      }
      let cookie = user.cookie;
      let current = user.password;
      for (const next of ["first new passphrase", "second new passphrase", "third new passphrase"]) {
        const changed = await postPasswordChange(limited, cookie, { currentPassword: current, password: next });
        expect(changed.status, next).toBe(302);
        cookie = applySetCookies(cookie, changed);
        current = next;
      }
      for (const wrong of ["not it", "not it either"]) {
        expect((await postPasswordChange(limited, cookie, { currentPassword: wrong, password: "fourth new passphrase" })).status).toBe(400);
      }
      const refused = await postPasswordChange(limited, cookie, { currentPassword: current, password: "fourth new passphrase" });
      expect(refused.status).toBe(429);
      await expect(userClient(user.email, current)).resolves.toBeTruthy();
    } finally {
      await limited.stop();
    }
  });
});
