import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/app-server";
import { rawGet } from "../support/http";
import { cookieHeader, createConfirmedUser, sessionCookies } from "../support/session";

let app: RunningApp;
let uncached: RunningApp;
beforeAll(async () => {
  [app, uncached] = await Promise.all([startApp(), startApp({ PAGE_CACHE_MB: "0" })]);
});
afterAll(async () => {
  await Promise.all([app.stop(), uncached.stop()]);
});

const CALCULATION =
  "/calculator?purchasePrice=320000&state=BE&notaryPercent=1.5&landRegistryPercent=0.5&brokerPercent=3.57&equity=60000&interestRatePercent=3.6&initialRepaymentPercent=2";
const SUGGESTION = 'aria-label="Language suggestion"';
const PUBLIC_PAGES = ["/", "/de", "/de/imprint", "/privacy", "/de/terms", "/refund", CALCULATION, `/de${CALCULATION}`];

async function get(base: RunningApp, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(base.url + path, { headers });
  const html = await response.text();
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1] ?? "";
  expect(nonce).not.toBe("");
  return { response, html, nonce, hit: response.headers.get("x-page-cache") === "hit", blanked: html.split(nonce).join("NONCE") };
}

/** A consent cookie as the app sets it for a choice. */
async function consentCookie(base: RunningApp, intent: "accept-all" | "reject-all"): Promise<string> {
  const choice = await fetch(`${base.url}/resources/consent`, {
    method: "POST",
    body: new URLSearchParams({ redirectTo: "/", intent }),
    redirect: "manual",
  });
  const cookie =
    choice.headers
      .getSetCookie()
      .find((value) => value.startsWith("consent="))
      ?.split(";")[0] ?? "";
  expect(cookie).not.toBe("");
  return cookie;
}

describe("page cache for signed-out visitors", () => {
  it("lets visitors with the same choices share a page, whatever else their cookies hold (issue 23)", async () => {
    const [first, second, other] = await Promise.all([
      consentCookie(app, "reject-all"),
      consentCookie(app, "reject-all"),
      consentCookie(app, "accept-all"),
    ]);
    const path = "/de/refund";
    expect((await get(app, path, { Cookie: `${first}; _ga=GA1.1.111.222` })).hit).toBe(false);
    // Another visitor: their own consent cookie with the same choice, an analytics id, and a theme cookie
    // whose signature does not hold (read as no theme, as the page itself reads it).
    const cookie = `_fbp=fb.1.1700000000000.42; ${second}; theme=forged`;
    const shared = await get(app, path, { Cookie: cookie });
    expect(shared.hit).toBe(true);
    const rendered = await get(uncached, path, { Cookie: cookie });
    expect(shared.blanked.replaceAll(app.url, "ORIGIN")).toBe(rendered.blanked.replaceAll(uncached.url, "ORIGIN"));
    // Another choice is another page (it may load analytics); so is another theme.
    expect((await get(app, path, { Cookie: other })).hit).toBe(false);
    const theme = await fetch(`${app.url}/resources/theme`, {
      method: "POST",
      body: new URLSearchParams({ redirectTo: path, theme: "dark" }),
      redirect: "manual",
    });
    const dark =
      theme.headers
        .getSetCookie()
        .find((value) => value.startsWith("theme="))
        ?.split(";")[0] ?? "";
    expect(dark).not.toBe("");
    const darkPage = await get(app, path, { Cookie: `${first}; ${dark}` });
    expect(darkPage.hit).toBe(false);
    expect(darkPage.html).toMatch(/<html[^>]*class="dark"/);
  });

  it("serves a public page again byte for byte as rendered, with this response's own nonce", async () => {
    for (const path of PUBLIC_PAGES) {
      const first = await get(app, path);
      const second = await get(app, path);
      const rendered = await get(uncached, path);
      expect(first.hit, path).toBe(false);
      expect(second.hit, path).toBe(true);
      expect(second.nonce).not.toBe(first.nonce);
      expect(second.html).not.toContain(first.nonce);
      expect(second.html).toContain(`nonce="${second.nonce}"`);
      expect(second.blanked, path).toBe(first.blanked);
      // The other server never keeps anything: proves the stored page is what rendering produces.
      expect(rendered.hit).toBe(false);
      expect(second.blanked.replaceAll(app.url, "ORIGIN"), path).toBe(rendered.blanked.replaceAll(uncached.url, "ORIGIN"));
      expect(second.response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(second.response.headers.get("cache-control")).toBe("private, no-cache");
      // The stored page answers with the headers rendering gives it (a stylesheet preload only where no CSS is inlined).
      expect(second.response.headers.get("link"), path).toBe(rendered.response.headers.get("link"));
    }
  });

  it("sends a kept page to a browser as gzip compressed once, with this response's own nonce, and as rendered to a client that takes none", async () => {
    for (const path of ["/de/privacy", CALCULATION]) {
      // Rendered for a request like these (no User-Agent, no Accept-Language), with its nonce blanked.
      const fresh = await rawGet(uncached.url + path, "identity");
      const freshNonce = /'nonce-([^']+)'/.exec(String(fresh.headers["content-security-policy"]))?.[1] ?? "";
      const rendered = fresh.body.toString("utf8").split(freshNonce).join("NONCE").replaceAll(uncached.url, "ORIGIN");
      // The first request renders and keeps the page (these raw requests send no User-Agent, a key of their own).
      expect((await rawGet(app.url + path, "identity")).headers["x-page-cache"]).toBeUndefined();
      const nonces = new Set<string>();
      for (let visit = 0; visit < 2; visit++) {
        const browser = await rawGet(app.url + path, "gzip, deflate, br, zstd");
        expect(browser.headers["x-page-cache"], path).toBe("hit");
        expect(browser.headers["content-encoding"], path).toBe("gzip");
        expect(browser.headers.vary, path).toMatch(/Cookie.*Accept-Encoding|Accept-Encoding.*Cookie/);
        expect(Number(browser.headers["content-length"])).toBe(browser.body.length);
        // gunzip checks gzip's CRC-32 and length of the page it decodes.
        const html = gunzipSync(browser.body).toString("utf8");
        const nonce = /'nonce-([^']+)'/.exec(String(browser.headers["content-security-policy"]))?.[1] ?? "";
        expect(html).toContain(`nonce="${nonce}"`);
        expect(html.split(nonce).join("NONCE").replaceAll(app.url, "ORIGIN"), path).toBe(rendered);
        expect(browser.body.length).toBeLessThan(html.length / 3);
        nonces.add(nonce);
      }
      expect(nonces.size).toBe(2);
      // No gzip accepted: the page as rendered, or compressed by the middleware for what the client takes.
      const plain = await rawGet(app.url + path, "identity");
      expect(plain.headers["x-page-cache"]).toBe("hit");
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.toString("utf8")).toContain("</html>");
      const brotliOnly = await rawGet(app.url + path, "br, gzip;q=0");
      expect(brotliOnly.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(brotliOnly.body).toString("utf8")).toContain("</html>");
    }
  });

  it("keeps pages apart by query, cookies, preferred language and crawler", async () => {
    const other = CALCULATION.replace("purchasePrice=320000", "purchasePrice=410000");
    await get(app, CALCULATION);
    const changed = await get(app, other);
    expect(changed.hit).toBe(false);
    expect(changed.html).toContain("410,000");

    // Before a choice the consent banner is part of the page; after it, the same URL must not show it.
    await get(app, "/de/imprint");
    expect((await get(app, "/de/imprint")).html).toContain("Alle ablehnen");
    const choice = await fetch(`${app.url}/resources/consent`, {
      method: "POST",
      body: new URLSearchParams({ redirectTo: "/de/imprint", intent: "reject-all" }),
      redirect: "manual",
    });
    const consent =
      choice.headers
        .getSetCookie()
        .find((cookie) => cookie.startsWith("consent="))
        ?.split(";")[0] ?? "";
    expect(consent).not.toBe("");
    const chosen = await get(app, "/de/imprint", { Cookie: consent });
    expect(chosen.hit).toBe(false);
    expect(chosen.html).not.toContain("Alle ablehnen");
    expect((await get(app, "/de/imprint", { Cookie: consent })).hit).toBe(true);

    // The English landing page offers German to a browser that prefers it, and never to a crawler.
    const browser = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36" };
    await get(app, "/", browser);
    expect((await get(app, "/", browser)).html).not.toContain(SUGGESTION);
    const german = await get(app, "/", { ...browser, "Accept-Language": "de-DE,de;q=0.9" });
    expect(german.hit).toBe(false);
    expect(german.html).toContain(SUGGESTION);
    const crawler = await get(app, "/", { "Accept-Language": "de-DE", "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    expect(crawler.hit).toBe(false);
    expect(crawler.html).not.toContain(SUGGESTION);
  });

  it("renders every page for a signed-in user, with their own header, even when a public copy is stored", async () => {
    const user = await createConfirmedUser({ fullName: "Paula Cache" });
    const cookie = cookieHeader(await sessionCookies(user.email, user.password));
    await get(app, CALCULATION);
    expect((await get(app, CALCULATION)).hit).toBe(true);
    for (let round = 0; round < 2; round++) {
      const signedIn = await get(app, CALCULATION, { Cookie: cookie });
      expect(signedIn.hit).toBe(false);
      expect(signedIn.html).toContain("Paula Cache");
    }
    expect((await get(app, CALCULATION)).html).not.toContain("Paula Cache");
  });

  it("answers //, //: and //[ with the 404 the uncached server gives, never a 500 or the home page", async () => {
    await get(app, "/");
    expect((await get(app, "/")).hit).toBe(true);
    for (const path of ["//", "//:", "//[", "//evil.example"]) {
      const [cached, rendered] = await Promise.all([
        fetch(app.url + path, { redirect: "manual" }),
        fetch(uncached.url + path, { redirect: "manual" }),
      ]);
      expect(rendered.status, path).toBe(404);
      expect(cached.status, path).toBe(404);
      // The key is the path React Router renders ("//"), so a stored "/" is never served for it.
      expect(cached.headers.get("x-page-cache"), path).toBeNull();
      expect(await cached.text(), path).toContain("<html");
    }
  });

  it("never stores pages that did not opt in, errors, or data requests", async () => {
    for (const path of ["/login", "/pricing", "/de/support", "/no-such-page", "/calculator.data"]) {
      await fetch(app.url + path);
      const again = await fetch(app.url + path);
      expect(again.headers.get("x-page-cache"), path).toBeNull();
    }
  });
});
