import { useLocation } from "react-router";
import { site } from "#app/config/site";
import type { Locale } from "#app/platform/i18n/locales";
import { useLocale } from "#app/platform/i18n/use-locale";
import { buildPageMeta } from "#app/lib/page-meta";
import { useRootData } from "#app/lib/root-data";

interface PageMetaProps {
  title?: string;
  description: string;
  noindex?: boolean;
  /** Per-language paths when they differ beyond the /de prefix (a blog post's translated slug). */
  paths?: Partial<Record<Locale, string>>;
  /** An article (blog post) with its publication date; everything else is a website page. */
  article?: { publishedTime: string };
}

/**
 * Title, description, canonical, hreflang alternates and link-preview tags for the page rendering it.
 * React 19 hoists these elements into <head>, on the server and on client navigations alike.
 */
export function PageMeta({ title, description, noindex, paths, article }: PageMetaProps) {
  const { pathname } = useLocation();
  const locale = useLocale();
  const siteUrl = useRootData()?.siteUrl ?? "http://localhost";
  const meta = buildPageMeta({ siteUrl, pathname, locale, title, description, noindex, paths });
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      {meta.noindex ? (
        <meta name="robots" content="noindex, nofollow" />
      ) : (
        <>
          <link rel="canonical" href={meta.canonical} />
          {meta.alternates.map((alternate) => (
            <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
          ))}
        </>
      )}
      <meta property="og:type" content={article ? "article" : "website"} />
      {article ? <meta property="article:published_time" content={article.publishedTime} /> : null}
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={meta.canonical} />
      <meta property="og:image" content={meta.image} />
      <meta property="og:image:width" content={String(site.ogImage.width)} />
      <meta property="og:image:height" content={String(site.ogImage.height)} />
      <meta property="og:locale" content={meta.ogLocale} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
      <meta name="twitter:image" content={meta.image} />
    </>
  );
}
