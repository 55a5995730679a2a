/**
 * sitemap.xml with hreflang alternates: each URL names itself and its twins in the other language plus
 * x-default (English), so every pair points both ways as search engines require.
 */
import { DEFAULT_LOCALE, LOCALES, localizePath, type Locale } from "#app/features/i18n/locales";
import { postPath, type PostSummary } from "#app/features/blog/posts";
import type { PublicPage } from "./public-pages";
import { escapeMarkup } from "#app/lib/escape-markup";
import { absoluteUrl } from "./xml";

export interface SitemapEntry {
  /** The same content's path in each language it exists in. */
  paths: Partial<Record<Locale, string>>;
  lastmod?: string;
}

export function pageEntries(pages: PublicPage[]): SitemapEntry[] {
  return pages.map(({ path, lastmod }) => ({
    paths: Object.fromEntries(LOCALES.map((locale) => [locale, localizePath(path, locale)])),
    ...(lastmod ? { lastmod } : {}),
  }));
}

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

function urlElements(siteUrl: string, entry: SitemapEntry): string[] {
  const present = LOCALES.filter((locale) => entry.paths[locale] !== undefined);
  const url = (locale: Locale) => escapeMarkup(absoluteUrl(siteUrl, entry.paths[locale] ?? "/"));
  const fallback = present.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : present[0];
  const alternates = [
    ...present.map((locale) => `    <xhtml:link rel="alternate" hreflang="${locale}" href="${url(locale)}"/>`),
    ...(fallback ? [`    <xhtml:link rel="alternate" hreflang="x-default" href="${url(fallback)}"/>`] : []),
  ];
  return present.map((locale) =>
    [
      "  <url>",
      `    <loc>${url(locale)}</loc>`,
      ...(entry.lastmod ? [`    <lastmod>${entry.lastmod}</lastmod>`] : []),
      ...alternates,
      "  </url>",
    ].join("\n"),
  );
}

export function buildSitemap(siteUrl: string, entries: SitemapEntry[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.flatMap((entry) => urlElements(siteUrl, entry)),
    "</urlset>",
    "",
  ].join("\n");
}
