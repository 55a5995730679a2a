import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/app-server";

let app: RunningApp;
beforeAll(async () => {
  app = await startApp({ ANALYTICS_PLAUSIBLE_DOMAIN: "kolleague.example" });
});
afterAll(() => app.stop());

const ANALYTICS = /<script[^>]+src="https:\/\/plausible\.io\/js\/script\.js"/;

async function choose(body: Record<string, string>, cookie = "") {
  const response = await fetch(`${app.url}/resources/consent`, {
    method: "POST",
    body: new URLSearchParams({ redirectTo: "/de/imprint", ...body }),
    headers: cookie ? { Cookie: cookie } : {},
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  expect(response.headers.get("location")).toBe("/de/imprint");
  return (
    response.headers
      .getSetCookie()
      .find((c) => c.startsWith("consent="))
      ?.split(";")[0] ?? ""
  );
}

const page = (cookie = "", path = "/de/imprint") => fetch(`${app.url}${path}`, { headers: cookie ? { Cookie: cookie } : {} }).then((r) => r.text());

describe("cookie consent", () => {
  it("asks on the first visit and loads no analytics before a choice", async () => {
    const html = await page();
    expect(html).toContain("Alle akzeptieren");
    expect(html).toContain("Alle ablehnen");
    expect(html).not.toMatch(ANALYTICS);
  });

  it("loads analytics (with the page's nonce) only after consent, and stops after revoking", async () => {
    const accepted = await choose({ intent: "accept-all" });
    const response = await fetch(`${app.url}/de/imprint`, { headers: { Cookie: accepted } });
    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    expect(html).toMatch(
      new RegExp(
        `<script defer="" data-domain="kolleague.example" src="https://plausible.io/js/script.js" nonce="${nonce?.replace(/[+/=]/g, "\\$&")}"`,
      ),
    );
    expect(html).not.toContain("Alle ablehnen");
    expect(response.headers.get("content-security-policy")).toMatch(/connect-src 'self' https:\/\/plausible\.io/);

    const revoked = await choose({ intent: "save", marketing: "on" }, accepted);
    expect(await page(revoked)).not.toMatch(ANALYTICS);
  });

  it("stores the choice with the text version and the time, signed, for a year", async () => {
    const response = await fetch(`${app.url}/resources/consent`, {
      method: "POST",
      body: new URLSearchParams({ intent: "reject-all", redirectTo: "/" }),
      redirect: "manual",
    });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("consent=")) ?? "";
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(await page(cookie.split(";")[0], "/")).not.toMatch(ANALYTICS);
    const forged = `consent=${Buffer.from(JSON.stringify({ version: "2026-11-22", at: "x", analytics: true, marketing: true })).toString("base64")}`;
    expect(await page(forged)).not.toMatch(ANALYTICS);
  });

  it("shows the current choice on the settings page", async () => {
    const rejected = await choose({ intent: "reject-all" });
    const html = await page(rejected, "/cookies");
    expect(html).toMatch(/Your current choice \(version 2026-11-24, saved \d{1,2} \w+ \d{4}\): analytics off, marketing off/);
  });
});
