import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/app-server";

let app: RunningApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.stop());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${app.url}${path}`, { headers, redirect: "manual" });

describe("the URL decides the language", () => {
  it.each([
    ["/", "en", "Your digital AI colleague"],
    ["/de", "de", "Dein digitaler KI-Kollege"],
    ["/de/login", "de", "Anmelden"],
    ["/imprint", "en", "Imprint"],
    ["/de/imprint", "de", "Impressum"],
  ])("%s renders complete HTML in %s", async (path, lang, text) => {
    const response = await get(path, { "Accept-Language": lang === "en" ? "de-DE,de" : "en-US,en" });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(text);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/[^"]*"/);
    for (const hreflang of ["en", "de", "x-default"]) expect(html).toContain(`hrefLang="${hreflang}"`);
  });

  it("sends /en/… permanently to the bare path, keeping the query", async () => {
    const response = await get("/en/login?next=1");
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get("location") ?? "", app.url).pathname + new URL(response.headers.get("location") ?? "", app.url).search).toBe(
      "/login?next=1",
    );
  });

  it.each(["/fr/login", "/nope", "/de/nope", "/xx/yy/zz"])("answers %s with a localized 404 that keeps header and footer", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(path.startsWith("/de/") ? `Seite nicht gefunden: ${path}` : `Page Not Found: ${path}`);
    expect(html).toContain("<header");
    expect(html).toContain("<footer");
    expect(html).toContain('content="noindex, nofollow"');
  });

  it("follows the moved-paths table", async () => {
    const response = await get("/impressum");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toMatch(/\/de\/imprint$/);
  });
});

describe("a chosen language", () => {
  it("redirects bare paths to the German twin when the cookie says German, and varies on it", async () => {
    const chosen = await fetch(`${app.url}/resources/locale`, {
      method: "POST",
      body: new URLSearchParams({ locale: "de", redirectTo: "/imprint?x=1" }),
      redirect: "manual",
    });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get("location")).toBe("/de/imprint?x=1");
    const cookie = chosen.headers.getSetCookie().find((c) => c.startsWith("lng="));
    expect(cookie).toMatch(/Max-Age=31536000/);
    const response = await get("/calculator?price=1", { Cookie: (cookie ?? "").split(";")[0] ?? "" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/de/calculator?price=1");
    expect(response.headers.get("vary")).toContain("Cookie");
  });

  it("stays on bare paths after picking English", async () => {
    const chosen = await fetch(`${app.url}/resources/locale`, {
      method: "POST",
      body: new URLSearchParams({ locale: "en", redirectTo: "/de/imprint" }),
      redirect: "manual",
    });
    expect(chosen.headers.get("location")).toBe("/imprint");
    const cookie =
      chosen.headers
        .getSetCookie()
        .find((c) => c.startsWith("lng="))
        ?.split(";")[0] ?? "";
    expect((await get("/imprint", { Cookie: cookie, "Accept-Language": "de" })).status).toBe(200);
  });

  it("never redirects on Accept-Language alone; it offers the German page instead", async () => {
    const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
    const response = await get("/imprint", { "Accept-Language": "de-DE,de;q=0.9,en;q=0.5", "User-Agent": browser });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Diese Seite gibt es auch auf Deutsch.");
  });

  it("gives crawlers the URL's language without the notice", async () => {
    const crawler = { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", "Accept-Language": "de" };
    const response = await get("/imprint", crawler);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="en"');
    expect(html).not.toContain("Diese Seite gibt es auch auf Deutsch.");
  });
});

describe("footer", () => {
  it("shows the configured social profiles only, and the deployment date in the page's long form", async () => {
    const html = await (await get("/de")).text();
    expect(html).toContain('href="https://www.linkedin.com/company/kolleague-example"');
    expect(html).toContain('href="https://www.instagram.com/kolleague.example"');
    expect(html).not.toMatch(/youtube\.com|facebook\.com/);
    expect(html).toMatch(/veröffentlicht am \d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}/);
  });

  it("and the imprint names the same profiles the footer links", async () => {
    const main = (await (await get("/imprint")).text()).split("<main")[1]?.split("</main>")[0] ?? "";
    expect(main).toContain("https://www.linkedin.com/company/kolleague-example");
    expect(main).toContain("https://www.instagram.com/kolleague.example");
    expect(main).not.toContain("We currently run no social media profiles.");
  });
});
