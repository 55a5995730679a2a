import { describe, expect, it } from "vitest";
import { childrenNamed, parseXml } from "#app/platform/seo/xml-tree";
import type { PostSummary } from "./posts";
import { buildRss } from "./rss";

const posts: PostSummary[] = [
  { locale: "de", slug: "neu", title: "Zinsen & <Tilgung>", description: "Was „kostet“ das?", date: "2026-11-20", tags: ["Finanzierung"] },
  { locale: "de", slug: "alt", title: "Alt", description: "Älter", date: "2026-11-16", tags: [] },
];

describe("buildRss", () => {
  const xml = buildRss({ siteUrl: "https://kolleague.example", locale: "de", title: "Kolleague-Blog", description: "Artikel", posts });
  const channel = childrenNamed(parseXml(xml), "channel")[0];
  const field = (name: string) => (channel ? childrenNamed(channel, name)[0]?.text : undefined);

  it("is a well-formed RSS 2.0 channel in the feed's language", () => {
    expect(parseXml(xml).attributes.version).toBe("2.0");
    expect(field("link")).toBe("https://kolleague.example/de/blog");
    expect(field("language")).toBe("de-de");
    expect(field("lastBuildDate")).toBe("Fri, 20 Nov 2026 00:00:00 GMT");
    expect(channel && childrenNamed(channel, "atom:link")[0]?.attributes.href).toBe("https://kolleague.example/de/blog/rss.xml");
  });

  it("lists the posts with escaped text and absolute links", () => {
    const items = channel ? childrenNamed(channel, "item") : [];
    expect(items.map((item) => childrenNamed(item, "title")[0]?.text)).toEqual(["Zinsen & <Tilgung>", "Alt"]);
    expect(childrenNamed(items[0]!, "link")[0]?.text).toBe("https://kolleague.example/de/blog/neu");
    expect(childrenNamed(items[0]!, "pubDate")[0]?.text).toBe("Fri, 20 Nov 2026 00:00:00 GMT");
    expect(childrenNamed(items[0]!, "category")[0]?.text).toBe("Finanzierung");
    expect(xml).not.toContain("<Tilgung>");
  });
});
