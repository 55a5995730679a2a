/** RSS 2.0 feed of one language's posts, with absolute links and an atom:link to itself. */
import { INTL_LOCALE, localizePath, type Locale } from "#app/platform/i18n/locales";
import { absoluteUrl } from "#app/platform/seo/xml";
import { escapeMarkup } from "#app/lib/escape-markup";
import { BLOG_PATH, feedPath, postPath, type PostSummary } from "./posts";

export interface FeedInput {
  siteUrl: string;
  locale: Locale;
  title: string;
  description: string;
  /** This language's posts, newest first. */
  posts: PostSummary[];
}

/** RFC 822 date as RSS wants it; a post's day counts from midnight UTC. */
const rfc822 = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).toUTCString();

export function buildRss({ siteUrl, locale, title, description, posts }: FeedInput): string {
  const url = (path: string) => escapeMarkup(absoluteUrl(siteUrl, path));
  const newest = posts
    .map((post) => post.date)
    .sort()
    .at(-1);
  const items = posts.map((post) =>
    [
      "    <item>",
      `      <title>${escapeMarkup(post.title)}</title>`,
      `      <link>${url(postPath(locale, post.slug))}</link>`,
      `      <guid isPermaLink="true">${url(postPath(locale, post.slug))}</guid>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      `      <description>${escapeMarkup(post.description)}</description>`,
      ...post.tags.map((tag) => `      <category>${escapeMarkup(tag)}</category>`),
      "    </item>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeMarkup(title)}</title>`,
    `    <link>${url(localizePath(BLOG_PATH, locale))}</link>`,
    `    <description>${escapeMarkup(description)}</description>`,
    `    <language>${INTL_LOCALE[locale].toLowerCase()}</language>`,
    ...(newest ? [`    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
    `    <atom:link href="${url(feedPath(locale))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
