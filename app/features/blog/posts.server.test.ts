import { describe, expect, it } from "vitest";
import { allPosts, getPost, getTranslation, listPosts } from "./posts.server";

describe("blog posts", () => {
  it("lists each language's posts newest first", () => {
    for (const locale of ["en", "de"] as const) {
      const dates = listPosts(locale).map((post) => post.date);
      expect(dates.length).toBeGreaterThanOrEqual(2);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(listPosts(locale).every((post) => post.locale === locale)).toBe(true);
    }
    expect(allPosts()).toHaveLength(listPosts("en").length + listPosts("de").length);
  });

  it("renders a post to HTML with section ids and tables, and caches it", () => {
    const post = getPost("de", "kaufnebenkosten-nach-bundesland");
    expect(post?.title).toMatch(/^Kaufnebenkosten/);
    expect(post?.html).toMatch(/<h2 id="[a-z0-9-]+">/);
    expect(post?.html).toContain("<table>");
    expect(post?.html).not.toContain("---");
    expect(getPost("de", "kaufnebenkosten-nach-bundesland")).toBe(post);
  });

  it("finds nothing for an unknown slug or the wrong language", () => {
    expect(getPost("en", "no-such-post")).toBeUndefined();
    expect(getPost("en", "kaufnebenkosten-nach-bundesland")).toBeUndefined();
  });

  it("pairs every post with its translation", () => {
    for (const post of allPosts()) {
      const translation = getTranslation(post);
      expect(translation?.locale, post.slug).not.toBe(post.locale);
      expect(translation && getTranslation(translation)?.slug).toBe(post.slug);
    }
  });
});
