/**
 * The accessibility statement (BFSG): in both languages, with the standard the pages are tested against,
 * the state of compliance, a contact and the market surveillance authority; linked from the footer of
 * every layout and listed in the sitemap.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operator, PLACEHOLDER_PREFIX } from "../../app/config/operator";
import { startApp, type RunningApp } from "../support/app-server";
import { cookieHeader, createConfirmedUser, sessionCookies } from "../support/session";

let app: RunningApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.stop());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${app.url}${path}`, { headers, redirect: "manual" });
const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
const footer = (html: string) => /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? "";
const text = (html: string) =>
  html
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
const escapeHtml = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

describe("the accessibility statement", () => {
  it.each([
    {
      path: "/de/accessibility",
      lang: "de",
      title: "Erklärung zur Barrierefreiheit",
      // BFSG Annex 3: a description of the service and how ordering, cancelling and withdrawing work; the authority's address.
      says: [
        "WCAG 2.2",
        "EN 301 549",
        "axe-core",
        "teilweise vereinbar",
        "Stripe",
        "Stand: 26. November 2026",
        "Der Dienst in Kürze",
        "zahlungspflichtig bestellen",
        "Verträge hier kündigen",
        "MLBF@ms.sachsen-anhalt.de",
      ],
      authority: "Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)",
    },
    {
      path: "/accessibility",
      lang: "en",
      title: "Accessibility statement",
      says: [
        "WCAG 2.2",
        "EN 301 549",
        "axe-core",
        "partially compliant",
        "Stripe",
        "As of: 26 November 2026",
        "German version",
        "The service in brief",
        "Order with obligation to pay",
        "Cancel contracts here",
        "MLBF@ms.sachsen-anhalt.de",
      ],
      authority: "Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen, MLBF",
    },
  ])("$path names the standard, the state of compliance, the date, a contact and the authority", async ({ path, lang, title, says, authority }) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(`<title>${title} · Kolleague</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toContain(`<link rel="canonical" href="${app.url}${path}"`);
    expect(html).toContain(`hrefLang="de" href="${app.url}/de/accessibility"`);
    const content = text(main(html));
    expect(content).toContain(title);
    for (const phrase of says) expect(content).toContain(phrase);
    expect(content).toContain(authority);
    expect(content).toContain("Magdeburg");
    // The operator's address, as a mail link once it is configured (until then the visible placeholder).
    if (operator.email.startsWith(PLACEHOLDER_PREFIX)) expect(content).toContain(operator.email);
    else expect(main(html)).toContain(`href="mailto:${escapeHtml(operator.email)}"`);
  });

  it("is linked from the footer of the default, the sign-in and the signed-in layouts, in the page's language", async () => {
    const user = await createConfirmedUser();
    const cookie = cookieHeader(await sessionCookies(user.email, user.password));
    for (const [path, headers, href] of [
      ["/", {}, "/accessibility"],
      ["/de/pricing", {}, "/de/accessibility"],
      ["/login", {}, "/accessibility"],
      ["/de/signup", {}, "/de/accessibility"],
      ["/app", { Cookie: cookie }, "/accessibility"],
      ["/de/my/settings", { Cookie: cookie }, "/de/accessibility"],
    ] as const) {
      const response = await get(path, headers);
      expect(response.status, path).toBe(200);
      expect(footer(await response.text()), path).toContain(`href="${href}"`);
    }
  });

  it("is in the sitemap in both languages, and the German word leads to it", async () => {
    const sitemap = await (await get("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${app.url}/accessibility</loc>`);
    expect(sitemap).toContain(`<loc>${app.url}/de/accessibility</loc>`);
    const moved = await get("/barrierefreiheit");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/de/accessibility");
  });
});
