import { describe, expect, it } from "vitest";
import type { PostSummary } from "#app/features/blog/posts";
import { buildRobots } from "./robots";
import { buildSitemap, pageEntries } from "./sitemap";
import { postEntries } from "#app/features/blog/sitemap-entries";
import { childrenNamed, parseXml } from "./xml-tree";

const post = (locale: "en" | "de", slug: string, translationSlug?: string, date = "2026-11-20"): PostSummary => ({
  locale,
  slug,
  title: slug,
  description: "d",
  date,
  tags: [],
  ...(translationSlug ? { translationSlug } : {}),
});

function alternatesOf(xml: string) {
  return new Map(
    childrenNamed(parseXml(xml), "url").map((url) => [
      childrenNamed(url, "loc")[0]?.text ?? "",
      Object.fromEntries(childrenNamed(url, "xhtml:link").map((link) => [link.attributes.hreflang, link.attributes.href])),
    ]),
  );
}

describe("buildSitemap", () => {
  const xml = buildSitemap("https://kolleague.example", [
    ...pageEntries([{ path: "/" }, { path: "/imprint", lastmod: "2026-11-22" }]),
    ...postEntries([post("en", "costs", "kosten"), post("de", "kosten", "costs", "2026-11-21"), post("de", "nur-deutsch")]),
  ]);

  it("lists every page in both languages with absolute URLs and lastmod", () => {
    const urls = [...alternatesOf(xml).keys()];
    expect(urls).toEqual([
      "https://kolleague.example/",
      "https://kolleague.example/de",
      "https://kolleague.example/imprint",
      "https://kolleague.example/de/imprint",
      "https://kolleague.example/blog/costs",
      "https://kolleague.example/de/blog/kosten",
      "https://kolleague.example/de/blog/nur-deutsch",
    ]);
    expect(xml).toContain("<lastmod>2026-11-22</lastmod>");
    expect(xml).toContain("<lastmod>2026-11-21</lastmod>");
  });

  it("links translated posts across their different slugs, both ways", () => {
    const alternates = alternatesOf(xml);
    expect(alternates.get("https://kolleague.example/blog/costs")).toEqual({
      en: "https://kolleague.example/blog/costs",
      de: "https://kolleague.example/de/blog/kosten",
      "x-default": "https://kolleague.example/blog/costs",
    });
    expect(alternates.get("https://kolleague.example/de/blog/kosten")).toEqual(alternates.get("https://kolleague.example/blog/costs"));
    expect(alternates.get("https://kolleague.example/de/blog/nur-deutsch")).toEqual({
      de: "https://kolleague.example/de/blog/nur-deutsch",
      "x-default": "https://kolleague.example/de/blog/nur-deutsch",
    });
  });

  it("escapes URLs for XML", () => {
    const escaped = buildSitemap("https://kolleague.example", [{ paths: { en: "/a?x=1&y=2" } }]);
    expect(escaped).toContain("/a?x=1&amp;y=2");
    expect(childrenNamed(parseXml(escaped), "url")[0]?.children[0]?.text).toBe("https://kolleague.example/a?x=1&y=2");
  });
});

describe("buildRobots", () => {
  it("disallows the signed-in area in both languages and points at the sitemap", () => {
    const robots = buildRobots("https://kolleague.example");
    for (const path of ["/app", "/my/", "/ai-chat", "/de/app", "/de/my/", "/de/ai-chat", "/api/"]) {
      expect(robots).toContain(`\nDisallow: ${path}\n`);
    }
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(robots).toContain("\nSitemap: https://kolleague.example/sitemap.xml\n");
  });
});
