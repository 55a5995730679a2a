import { site } from "#app/config/site";
import { LOCALES, localizePath, stripLocale, type Locale } from "#app/features/i18n/locales";

export interface PageMetaInput {
  siteUrl: string;
  pathname: string;
  locale: Locale;
  /** The page's own title; the landing page passes none and gets the product name alone. */
  title?: string;
  description: string;
  noindex?: boolean;
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
export function buildPageMeta({ siteUrl, pathname, locale, title, description, noindex = false }: PageMetaInput): PageMetaData {
  const neutral = stripLocale(pathname);
  const absolute = (path: string) => new URL(path, siteUrl).toString();
  return {
    title: title ? `${title} · ${site.name}` : site.name,
    description,
    canonical: absolute(localizePath(neutral, locale)),
    alternates: [
      ...LOCALES.map((code) => ({ hrefLang: code, href: absolute(localizePath(neutral, code)) })),
      { hrefLang: "x-default", href: absolute(localizePath(neutral, "en")) },
    ],
    image: absolute(site.ogImage.path),
    ogLocale: OG_LOCALE[locale],
    noindex,
  };
}
