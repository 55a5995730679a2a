import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/app-server";

// DPO audit M2: Plausible's automatic script sends `location.href`, query included; the app loads the
// manual variant (page views with origin and path only) and only on pages that may carry measurement.
let app: RunningApp;
let accepted: string;
beforeAll(async () => {
  app = await startApp({ ANALYTICS_PLAUSIBLE_DOMAIN: "kolleague.example" });
  const response = await fetch(`${app.url}/resources/consent`, {
    method: "POST",
    body: new URLSearchParams({ intent: "accept-all", redirectTo: "/" }),
    redirect: "manual",
  });
  accepted =
    response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("consent="))
      ?.split(";")[0] ?? "";
  expect(accepted).not.toBe("");
});
afterAll(() => app.stop());

const get = (path: string) => fetch(`${app.url}${path}`, { headers: { Cookie: accepted } });

describe("analytics after consent", () => {
  it("loads Plausible's manual script (no automatic page view with the query) on a calculator address with figures", async () => {
    const response = await get("/calculator?purchasePrice=450000&equity=90000");
    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1] ?? "";
    expect(html).toContain(`<script defer="" data-domain="kolleague.example" src="https://plausible.io/js/script.manual.js" nonce="${nonce}"`);
    // The automatic script is gone (the root data still names the configured source; no tag loads it).
    expect(html).not.toMatch(/<script[^>]+src="https:\/\/plausible\.io\/js\/script\.js"/);
    // Nothing on the page hands the figures to the script: the page view is sent from the bundle with origin and path.
    expect(html).not.toMatch(/plausible\(/);
    expect(response.headers.get("content-security-policy")).toMatch(/connect-src 'self' https:\/\/plausible\.io/);
  });

  it("loads no analytics on pages whose address carries a token or an e-mail address", async () => {
    for (const path of [
      "/auth/confirm?token_hash=pkce_abc&type=signup&next=%2Fapp&email=someone%40example.com&sig=x",
      "/de/auth/confirm?token_hash=pkce_abc&type=recovery&next=%2Fapp&email=someone%40example.com&sig=x",
      "/newsletter/confirm?token=abc",
      "/newsletter/unsubscribe?token=abc",
      "/confirm-declaration?kind=cancellation&id=00000000-0000-0000-0000-000000000000&sig=x",
    ]) {
      const html = await (await get(path)).text();
      expect(html, path).not.toMatch(/<script[^>]+plausible\.io|plausible\(/);
    }
  });
});
