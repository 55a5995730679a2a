/**
 * sitemap.xml with hreflang alternates: each URL names itself and its twins in the other language plus
 * x-default (English), so every pair points both ways as search engines require.
 */
import { DEFAULT_LOCALE, LOCALES, localizePath, type Locale } from "#app/platform/i18n/locales";
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
