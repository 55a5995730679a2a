import { site } from "#app/config/site";
import { LOCALES, localizePath, stripLocale, type Locale } from "#app/platform/i18n/locales";

export interface PageMetaInput {
  siteUrl: string;
  pathname: string;
  locale: Locale;
  /** The page's own title; the landing page passes none and gets the product name alone. */
  title?: string;
  description: string;
  noindex?: boolean;
  /** The page's path in each language, when they differ beyond the /de prefix (blog posts' slugs). */
  paths?: Partial<Record<Locale, string>>;
}

export interface PageMetaData {
  title: string;
  description: string;
  canonical: string;
  alternates: { hrefLang: string; href: string }[];
  image: string;
  ogLocale: string;
  noindex: boolean;
}

const OG_LOCALE: Record<Locale, string> = { en: "en_GB", de: "de_DE" };

/** Title, canonical URL and hreflang alternates (en, de, x-default → English) for one page. */
export function buildPageMeta({ siteUrl, pathname, locale, title, description, noindex = false, paths }: PageMetaInput): PageMetaData {
  const neutral = stripLocale(pathname);
  // Appended to the origin, not resolved against it: a request path such as "//:" or "//evil.example" is a
  // path of this site, which resolving would turn into another host or an invalid URL (a 500).
  const origin = new URL(siteUrl).origin;
  const absolute = (path: string) => new URL(`${origin}${path}`).toString();
  const pathIn = (code: Locale) => (paths ? paths[code] : localizePath(neutral, code));
  const own = pathIn(locale) ?? localizePath(neutral, locale);
  const present = LOCALES.flatMap((code) => {
    const path = pathIn(code);
    return path ? [{ hrefLang: code as string, href: absolute(path) }] : [];
  });
  return {
    title: title ? `${title} · ${site.name}` : site.name,
    description,
    canonical: absolute(own),
    alternates: [...present, { hrefLang: "x-default", href: absolute(pathIn("en") ?? own) }],
    image: absolute(site.ogImage.path),
    ogLocale: OG_LOCALE[locale],
    noindex,
  };
}
