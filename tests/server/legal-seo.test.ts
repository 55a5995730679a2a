/**
 * Legal pages, blog, feeds, sitemap, robots.txt and JSON-LD as a crawler or `curl` sees them: complete
 * HTML without running any script, well-formed XML, alternates that point both ways.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { childrenNamed, parseXml } from "../../app/platform/seo/xml-tree";
import { startApp, type RunningApp } from "../support/app-server";
import { scriptAssets } from "../support/html";

let app: RunningApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.stop());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${app.url}${path}`, { headers, redirect: "manual" });
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** The page body with every script removed: what a reader without JavaScript gets. */
const withoutScripts = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/g, "");
const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
const article = (html: string) => /<article[\s\S]*<\/article>/.exec(html)?.[0] ?? "";
const head = (html: string) => /<head>[\s\S]*<\/head>/.exec(html)?.[0] ?? "";
const headings = (html: string, level: number) =>
  [...html.matchAll(new RegExp(`<h${level}[^>]*>([\\s\\S]*?)</h${level}>`, "g"))].map((m) => (m[1] ?? "").replace(/<[^>]+>/g, ""));
const numbers = (texts: string[]) => texts.map((text) => text.split(" ")[0]);

const LEGAL: Record<string, { h1: string; check: (h2: string[], h3: string[]) => void }> = {
  "/de/imprint": {
    h1: "Impressum",
    check: (h2) =>
      expect(h2).toEqual(
        expect.arrayContaining([
          "Vertreten durch",
          "Kontakt",
          "Registereintrag",
          "Umsatzsteuer-Identifikationsnummer",
          "Keine Abmahnung ohne vorherigen Kontakt",
          "Streitbeilegung",
          "Haftung für Inhalte",
          "Kauf digitaler Produkte",
          "Datenschutz",
          "Urheberrecht",
          "Profile in sozialen Netzwerken",
        ]),
      ),
  },
  "/imprint": {
    h1: "Imprint",
    check: (h2) =>
      expect(h2).toEqual(
        expect.arrayContaining([
          "Represented by",
          "Contact",
          "Commercial register",
          "VAT identification number",
          "No warning letter without prior contact",
          "Dispute resolution",
          "Liability for content",
          "Purchase of digital products",
          "Privacy",
          "Copyright",
          "Social media profiles",
        ]),
      ),
  },
  "/de/privacy": { h1: "Datenschutzerklärung", check: (h2, h3) => expectPrivacyStructure(h2, h3) },
  "/privacy": { h1: "Privacy policy", check: (h2, h3) => expectPrivacyStructure(h2, h3) },
  "/de/terms": {
    h1: "Allgemeine Geschäftsbedingungen",
    check: (h2) => expect(numbers(h2).slice(-13)).toEqual(Array.from({ length: 13 }, (_, i) => `${i + 1}.`)),
  },
  "/terms": { h1: "Terms and conditions", check: (h2) => expect(numbers(h2).slice(-13)).toEqual(Array.from({ length: 13 }, (_, i) => `${i + 1}.`)) },
  "/de/refund": { h1: "Widerrufsbelehrung und Erstattungen", check: (h2) => expectRefundStructure(h2, "Schlussbemerkung") },
  "/refund": { h1: "Withdrawal and refund policy", check: (h2) => expectRefundStructure(h2, "Closing note") },
  "/de/accessibility": {
    h1: "Erklärung zur Barrierefreiheit",
    check: (h2) => expectNumberedSections(h2, 7),
  },
  "/accessibility": { h1: "Accessibility statement", check: (h2) => expectNumberedSections(h2, 7) },
};

function expectPrivacyStructure(h2: string[], h3: string[]) {
  expect(numbers(h2).filter((n) => /^\d\.$/.test(n ?? ""))).toEqual(["1.", "2.", "3.", "4.", "5."]);
  expect(numbers(h3).filter((n) => /^3\.\d$/.test(n ?? ""))).toEqual(["3.1", "3.2", "3.3", "3.4", "3.5", "3.6", "3.7", "3.8"]);
}

function expectNumberedSections(h2: string[], count: number) {
  expect(numbers(h2.filter((text) => /^\d\. /.test(text)))).toEqual(Array.from({ length: count }, (_, i) => `${i + 1}.`));
}

function expectRefundStructure(h2: string[], closing: string) {
  const sections = h2.filter((text) => /^\d\. /.test(text));
  expect(numbers(sections)).toEqual(["1.", "2.", "3.", "4.", "5.", "6.", "7."]);
  expect(h2.at(-1)).toBe(closing);
}

describe("legal pages without JavaScript", () => {
  it.each(Object.keys(LEGAL))("%s is complete in its language", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    const html = withoutScripts(await response.text());
    const german = path.startsWith("/de/");
    const document = path.split("/").at(-1) ?? "";
    expect(html).toContain(`<html lang="${german ? "de" : "en"}"`);
    const content = main(html);
    expect(headings(content, 1)).toEqual([LEGAL[path]?.h1]);
    // Every section is in the HTML, with an id the table of contents links to.
    const sectionIds = [...article(content).matchAll(/<h[23] id="([^"]+)"/g)].map((m) => m[1]);
    const tocTargets = [...content.matchAll(/<a href="#([^"]+)"/g)].map((m) => m[1]);
    expect(tocTargets).toEqual(sectionIds);
    LEGAL[path]?.check(headings(content, 2), headings(content, 3));
    if (german) {
      expect(content).toMatch(/Stand: \d+\. \w+ 2026|Gültig ab: \d+\. \w+ 2026/);
      expect(content).not.toContain("English translation");
    } else {
      expect(content).toMatch(/(As of|Effective from): \d+ \w+ 2026/);
      expect(content).toContain(`<a href="/de/${document}">German version</a>`);
      expect(content).toContain("legally binding");
    }
    expect(content).not.toMatch(/\{\{|&lt;script|ec\.europa\.eu\/consumers\/odr/);
  });

  it("gives a crawler the same page as a browser", async () => {
    for (const path of ["/de/imprint", "/privacy"]) {
      const [browser, crawler] = await Promise.all([
        get(path, { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0" }).then((r) => r.text()),
        get(path, { "User-Agent": GOOGLEBOT }).then((r) => r.text()),
      ]);
      // Browsers get the document streamed, crawlers in one piece: only the stream's markers may differ.
      const stable = (html: string) => withoutScripts(head(html) + main(html)).replace(/nonce="[^"]*"/g, "");
      expect(stable(crawler)).toBe(stable(browser));
      expect(main(crawler)).toContain("<h2 id=");
    }
  });

  it("sends a legal text once in its page, and in the loader data of a navigation", async () => {
    for (const path of ["/de/privacy", "/terms", "/de/imprint"]) {
      const html = await (await get(path)).text();
      // Plain words from the text's last paragraph (nothing JSON or HTML would escape), in the article.
      const paragraphs = [...article(html).matchAll(/<p>([^<]*)<\/p>/g)].map((m) => m[1] ?? "");
      const words = paragraphs.flatMap((text) => text.match(/[\p{L} ,]{40,}/gu) ?? []).sort((a, b) => b.length - a.length)[0];
      expect(words, path).toBeTruthy();
      // Once in the whole document: the hydration data does not repeat the article.
      expect(html.split(words!).length - 1, path).toBe(1);
      const navigation = await get(`${path}.data`);
      expect(navigation.status, path).toBe(200);
      expect(await navigation.text(), path).toContain(words);
    }
  });

  it("sends no Markdown library to the browser", async () => {
    const html = await (await get("/de/privacy")).text();
    const assets = scriptAssets(html);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      // marked's own error message: present wherever its parser is bundled.
      expect(await (await get(asset)).text(), asset).not.toContain("input parameter is undefined or null");
    }
  });
});

describe("sitemap.xml", () => {
  let urls: Map<string, Record<string, string>>;
  beforeAll(async () => {
    const response = await get("/sitemap.xml");
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    const root = parseXml(await response.text());
    expect(root.name).toBe("urlset");
    urls = new Map(
      childrenNamed(root, "url").map((url) => [
        childrenNamed(url, "loc")[0]?.text ?? "",
        Object.fromEntries(childrenNamed(url, "xhtml:link").map((link) => [link.attributes.hreflang ?? "", link.attributes.href ?? ""])),
      ]),
    );
  });

  it("lists every public page and post in both languages, and nothing private", () => {
    const paths = [...urls.keys()].map((url) => url.slice(app.url.length));
    const pages = [
      "/calculator",
      "/pricing",
      "/imprint",
      "/privacy",
      "/terms",
      "/refund",
      "/accessibility",
      "/support",
      "/blog",
      "/login",
      "/signup",
    ];
    expect(paths).toEqual(expect.arrayContaining(["/", "/de", ...pages, ...pages.map((page) => `/de${page}`)]));
    expect(paths).toEqual(
      expect.arrayContaining([
        "/blog/annuity-loan-basics",
        "/blog/purchase-costs-by-federal-state",
        "/de/blog/annuitaetendarlehen-einfach-erklaert",
        "/de/blog/kaufnebenkosten-nach-bundesland",
      ]),
    );
    expect(paths.filter((path) => /^(\/de)?\/(app|my|ai-chat)(\/|$)/.test(path))).toEqual([]);
    expect([...urls.keys()].every((url) => url.startsWith(`${app.url}/`))).toBe(true);
  });

  it("has en, de and x-default for every URL, and every pair points both ways", () => {
    for (const [loc, alternates] of urls) {
      expect(Object.keys(alternates).sort(), loc).toEqual(["de", "en", "x-default"]);
      expect(Object.values(alternates), loc).toContain(loc);
      expect(alternates["x-default"]).toBe(alternates.en);
      for (const href of [alternates.en, alternates.de]) {
        expect(urls.get(href ?? ""), `${href} is listed and points back to ${loc}`).toEqual(alternates);
      }
    }
  });
});

describe("robots.txt", () => {
  it("allows the site, keeps crawlers out of the signed-in area and names the sitemap", async () => {
    const response = await get("/robots.txt");
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    const lines = (await response.text()).split("\n");
    expect(lines.slice(0, 2)).toEqual(["User-agent: *", "Allow: /"]);
    for (const path of ["/app", "/my/", "/ai-chat", "/de/app", "/de/my/", "/de/ai-chat", "/api/"]) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${app.url}/sitemap.xml`);
  });
});

describe("blog", () => {
  it.each([
    ["/blog/rss.xml", "en-gb", "/blog/annuity-loan-basics"],
    ["/de/blog/rss.xml", "de-de", "/de/blog/annuitaetendarlehen-einfach-erklaert"],
  ])("%s is a well-formed feed of that language's posts", async (path, language, newest) => {
    const response = await get(path);
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const channel = childrenNamed(parseXml(await response.text()), "channel")[0];
    if (!channel) throw new Error("no channel");
    expect(childrenNamed(channel, "language")[0]?.text).toBe(language);
    expect(childrenNamed(channel, "lastBuildDate")[0]?.text).toMatch(/^\w{3}, \d{2} \w{3} \d{4} /);
    const links = childrenNamed(channel, "item").map((item) => childrenNamed(item, "link")[0]?.text);
    expect(links).toHaveLength(2);
    expect(links[0]).toBe(`${app.url}${newest}`);
  });

  it("lists posts newest first and links the feed", async () => {
    const html = await (await get("/de/blog")).text();
    const posts = [...main(html).matchAll(/href="(\/de\/blog\/[^"]+)"/g)].map((m) => m[1]);
    expect(posts.slice(0, 2)).toEqual(["/de/blog/annuitaetendarlehen-einfach-erklaert", "/de/blog/kaufnebenkosten-nach-bundesland"]);
    expect(html).toContain(`<link rel="alternate" type="application/rss+xml" title="Kolleague-Blog" href="${app.url}/de/blog/rss.xml"/>`);
  });

  it("renders a post with alternates that follow the translated slug", async () => {
    const html = withoutScripts(await (await get("/blog/purchase-costs-by-federal-state")).text());
    expect(headings(main(html), 1)).toEqual(["Purchase costs in Germany: what each federal state adds to the price"]);
    expect(main(html)).toContain("<table>");
    expect(html).toContain(`<link rel="alternate" hrefLang="de" href="${app.url}/de/blog/kaufnebenkosten-nach-bundesland"/>`);
    expect(html).toContain(`<link rel="canonical" href="${app.url}/blog/purchase-costs-by-federal-state"/>`);
    expect(main(html)).toContain('href="/de/blog/kaufnebenkosten-nach-bundesland"');
  });

  it("answers an unknown slug with 404 and the other language's slug with its twin", async () => {
    expect((await get("/blog/no-such-post")).status).toBe(404);
    expect((await get("/de/blog/no-such-post")).status).toBe(404);
    const moved = await get("/de/blog/purchase-costs-by-federal-state");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/de/blog/kaufnebenkosten-nach-bundesland");
  });
});

describe("JSON-LD", () => {
  it("describes the organization on the landing page in a nonce'd data block", async () => {
    const response = await get("/");
    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    const block = /<script type="application\/ld\+json" nonce="([^"]+)">([\s\S]*?)<\/script>/.exec(html);
    expect(block?.[1]).toBe(nonce);
    expect(JSON.parse(block?.[2] ?? "null")).toMatchObject({
      "@type": "Organization",
      name: "Kolleague",
      url: `${app.url}/`,
      sameAs: ["https://www.linkedin.com/company/kolleague-example", "https://www.instagram.com/kolleague.example"],
    });
  });
});
