/** The blog's contribution to sitemap.xml: the platform's sitemap knows pages, the blog knows its posts. */
import type { SitemapEntry } from "#app/platform/seo/sitemap";
import { postPath, type PostSummary } from "./posts";

/** One entry per post and its translation; an untranslated post stands alone. */
export function postEntries(posts: PostSummary[]): SitemapEntry[] {
  const entries: SitemapEntry[] = [];
  const placed = new Set<string>();
  for (const post of posts) {
    if (placed.has(`${post.locale}/${post.slug}`)) continue;
    const twin = posts.find((other) => other.locale !== post.locale && other.slug === post.translationSlug);
    const paths: SitemapEntry["paths"] = { [post.locale]: postPath(post.locale, post.slug) };
    placed.add(`${post.locale}/${post.slug}`);
    if (twin) {
      paths[twin.locale] = postPath(twin.locale, twin.slug);
      placed.add(`${twin.locale}/${twin.slug}`);
    }
    const lastmod = [post.date, twin?.date ?? ""].sort().at(-1);
    entries.push({ paths, ...(lastmod ? { lastmod } : {}) });
  }
  return entries;
}
