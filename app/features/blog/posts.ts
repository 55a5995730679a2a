/** Blog post metadata and paths, shared by the server (loaders, feed, sitemap) and the components. */
import { localizePath, type Locale } from "#app/platform/i18n/locales";

export interface PostSummary {
  locale: Locale;
  slug: string;
  title: string;
  description: string;
  /** Publication day, ISO (YYYY-MM-DD). */
  date: string;
  /** Slug of the same post in the other language, if translated. */
  translationSlug?: string;
  tags: string[];
}

export interface Post extends PostSummary {
  html: string;
}

export const BLOG_PATH = "/blog";

export function postPath(locale: Locale, slug: string): string {
  return localizePath(`${BLOG_PATH}/${slug}`, locale);
}

export function feedPath(locale: Locale): string {
  return localizePath(`${BLOG_PATH}/rss.xml`, locale);
}

/** The other language, for translation links (two languages: each one's counterpart). */
export function otherLocale(locale: Locale): Locale {
  return locale === "en" ? "de" : "en";
}
