import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/app-server";
import { createConfirmedUser } from "../support/session";

let app: RunningApp;
beforeAll(async () => {
  app = await startApp({ RATE_LIMIT_AUTH_SIGNIN_EMAIL: "500/1m", RATE_LIMIT_AUTH_SIGNIN_IP: "500/1m" });
});
afterAll(() => app.stop());

const post = (path: string, fields: Record<string, string>, cookie?: string) =>
  fetch(`${app.url}${path}`, {
    method: "POST",
    headers: { Origin: app.url, ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });

// Paths that look relative but turn protocol-relative once dot segments are resolved or a prefix is
// stripped or added: each must end on a page of this site.
const DOT_SEGMENT_PAYLOADS = [
  "/x/..//evil.example",
  "/x/../..//evil.example",
  "/./..//evil.example",
  "/x/%2e%2e//evil.example",
  "/x/%2E%2E/%2Fevil.example",
  "/x/%252e%252e//evil.example",
  "/de/..//evil.example",
  "/en/..//evil.example",
  "/x/.%2e//evil.example",
];

/** A Location this site may send: a path of its own (never "//host" or "/\host") or its own origin. */
function expectOnSite(location: string | null, payload: string) {
  expect(location, payload).not.toBeNull();
  const resolved = new URL(location ?? "", app.url);
  expect(resolved.origin, `${payload} → ${location}`).toBe(app.url);
  expect(location, payload).not.toMatch(/^\s*[\\/]{2}|^\s*\/\\/);
}

describe("open redirects", () => {
  it("sign-in never follows a redirectTo with dot segments off the site", async () => {
    const user = await createConfirmedUser();
    for (const redirectTo of DOT_SEGMENT_PAYLOADS) {
      const response = await post("/login", { email: user.email, password: user.password, redirectTo });
      expect(response.status, redirectTo).toBe(302);
      expectOnSite(response.headers.get("location"), redirectTo);
      expect(response.headers.get("location"), redirectTo).toBe("/app");
    }
  });

  it("the language switch never sends a visitor off the site", async () => {
    for (const redirectTo of [...DOT_SEGMENT_PAYLOADS, "//evil.example", "/\\evil.example"]) {
      for (const locale of ["en", "de"]) {
        const response = await post("/resources/locale", { locale, redirectTo });
        expect(response.status, redirectTo).toBe(303);
        expectOnSite(response.headers.get("location"), redirectTo);
      }
    }
  });

  it("the language switch refuses a redirectTo that turns protocol-relative once its prefix is stripped", async () => {
    // "/de//evil.example" in English is "//evil.example": the redirect helper must refuse it, not rely on
    // the last-line Location guard, and send the visitor to the home page in the chosen language.
    for (const redirectTo of ["/de//evil.example", "/de//evil.example/x?y=1", "/de/%2F/evil.example", "/de%2F%2Fevil.example"]) {
      for (const [locale, home] of [
        ["en", "/"],
        ["de", "/de"],
      ] as const) {
        const response = await post("/resources/locale", { locale, redirectTo });
        expect(response.status, redirectTo).toBe(303);
        expectOnSite(response.headers.get("location"), redirectTo);
        expect(response.headers.get("location"), `${redirectTo} in ${locale}`).toBe(home);
      }
    }
  });

  it("an /en prefix before a second slash answers with a path of this site", async () => {
    for (const path of ["/en//evil.example", "/en//evil.example/x?y=1", "/en/%2F/evil.example", "/en/\\evil.example"]) {
      const response = await fetch(`${app.url}${path}`, { redirect: "manual" });
      const location = response.headers.get("location");
      if (location !== null) expectOnSite(location, path);
      else expect(response.status, path).toBe(404);
    }
  });
});
