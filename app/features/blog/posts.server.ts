/**
 * Blog posts as bundled Markdown (`app/content/blog/<locale>/<slug>.md`), parsed and validated once at
 * start-up and rendered to HTML on first request. A post with bad front matter stops the server from
 * starting, so it can never be published half-broken.
 */
import { isLocale, type Locale } from "#app/platform/i18n/locales";
import { renderMarkdown } from "#app/features/legal/markdown.server";
import { parseFrontMatter, type FrontMatterValue } from "./front-matter";
import type { Post, PostSummary } from "./posts";

const sources = import.meta.glob<string>("../../content/blog/*/*.md", { query: "?raw", import: "default", eager: true });

const FILE = /\/content\/blog\/([^/]+)\/([a-z0-9-]+)\.md$/;

function text(value: FrontMatterValue | undefined, key: string, file: string): string {
  if (typeof value !== "string" || value.trim() === "") throw new Error(`${file}: front matter "${key}" is required`);
  return value;
}

function readPost(path: string, source: string): PostSummary & { markdown: string } {
  const [, locale = "", slug = ""] = FILE.exec(path) ?? [];
  if (!isLocale(locale)) throw new Error(`${path}: not under a language folder`);
  const { data, body } = parseFrontMatter(source);
  if (text(data.slug, "slug", path) !== slug) throw new Error(`${path}: slug must match the file name`);
  const date = text(data.date, "date", path);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) throw new Error(`${path}: date must be YYYY-MM-DD`);
  const translationSlug = data.translationSlug === undefined ? undefined : text(data.translationSlug, "translationSlug", path);
  const tags = data.tags === undefined ? [] : Array.isArray(data.tags) ? data.tags : [data.tags];
  return {
    locale,
    slug,
    title: text(data.title, "title", path),
    description: text(data.description, "description", path),
    date,
    ...(translationSlug ? { translationSlug } : {}),
    tags,
    markdown: body,
  };
}

/** Newest first; the same day falls back to the title so the order never depends on file order. */
const byDateDesc = (a: PostSummary, b: PostSummary) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title);

const posts = Object.entries(sources)
  .map(([path, source]) => readPost(path, source))
  .sort(byDateDesc);

const rendered = new Map<string, Post>();

export function listPosts(locale: Locale): PostSummary[] {
  return posts.filter((post) => post.locale === locale).map(({ markdown: _markdown, ...summary }) => summary);
}

export function allPosts(): PostSummary[] {
  return posts.map(({ markdown: _markdown, ...summary }) => summary);
}

export function getPost(locale: Locale, slug: string): Post | undefined {
  const key = `${locale}/${slug}`;
  const cached = rendered.get(key);
  if (cached) return cached;
  const found = posts.find((post) => post.locale === locale && post.slug === slug);
  if (!found) return undefined;
  const { markdown, ...summary } = found;
  const { intro, body } = renderMarkdown(markdown);
  const post = { ...summary, html: intro + body };
  rendered.set(key, post);
  return post;
}

/** The translated post, if the front matter names one that exists. */
export function getTranslation(post: PostSummary): PostSummary | undefined {
  if (!post.translationSlug) return undefined;
  return allPosts().find((other) => other.locale !== post.locale && other.slug === post.translationSlug);
}
