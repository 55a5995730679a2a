/**
 * The site frame's markup as assistive technology reads it, without any script: the language button's
 * name starts with the code it shows, the app navigation lies outside <main> (so "Skip to content" skips
 * it), each auth footer link is its own list item, and only the German parts of the suggestion bar are
 * marked German.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/app-server";
import { mustMatch } from "../support/html";
import { cookieHeader, createConfirmedUser, sessionCookies } from "../support/session";

let app: RunningApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.stop());

const page = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${app.url}${path}`, { headers, redirect: "manual" });
  expect(response.status, path).toBe(200);
  return response.text();
};
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

describe("the site frame for assistive technology", () => {
  it.each([
    ["/", "EN, Language: English"],
    ["/de/login", "DE, Sprache: Deutsch"],
  ])("%s names the language button after the code it shows first (label in name)", async (path, name) => {
    const html = await page(path);
    expect(mustMatch(html, /<summary aria-label="([^"]*)"[^>]*>(?:(?!<\/summary>)[\s\S])*?>(?:en|de)<\/span>/)).toBe(name);
  });

  it("puts the app navigation before <main>, so the skip link passes it", async () => {
    const user = await createConfirmedUser();
    const html = await page("/de/app", { Cookie: cookieHeader(await sessionCookies(user.email, user.password)) });
    expect(html).toContain('href="#main"');
    const nav = html.indexOf('<nav aria-label="App-Navigation"');
    expect(nav).toBeGreaterThan(-1);
    expect(nav).toBeLessThan(html.indexOf('<main id="main"'));
  });

  it.each(["/login", "/de/reset"])("%s gives every footer link its own list item", async (path) => {
    const footer = mustMatch(await page(path), /<footer[\s\S]*<\/footer>/);
    const items = [...footer.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((match) => match[1] ?? "");
    expect(items.length).toBeGreaterThanOrEqual(7);
    for (const item of items) expect(item.match(/<a\b/g), item).toHaveLength(1);
  });

  it("marks only the German parts of the suggestion bar as German", async () => {
    const html = await page("/imprint", { "Accept-Language": "de-DE,de;q=0.9", "User-Agent": BROWSER });
    const bar = mustMatch(html, /<aside[^>]*aria-label="Language suggestion"[\s\S]*?<\/aside>/);
    expect(mustMatch(bar, /<aside[^>]*>/)).not.toContain("lang=");
    expect(bar).toMatch(/<p lang="de"[^>]*>Diese Seite gibt es auch auf Deutsch.<\/p>/);
    expect(bar).toMatch(/<button[^>]*value="de" lang="de"[^>]*>Auf Deutsch lesen<\/button>/);
    expect(mustMatch(bar, /<button[^>]*value="en"[^>]*>/)).not.toContain("lang=");
  });
});
