/**
 * Which pages crawlers may find: the sitemap lists PUBLIC_PAGES (plus blog posts) in both languages, and
 * robots.txt keeps them out of PRIVATE_PREFIXES. A new public page belongs in this list; a new signed-in
 * area belongs in the other.
 */
import { LEGAL_DATES } from "#app/config/operator";
import { LOCALES, localizePath } from "#app/platform/i18n/locales";

export interface PublicPage {
  /** Locale-neutral path ("/pricing"). */
  path: string;
  /** ISO date the content last changed in substance, where we know it. */
  lastmod?: string;
}

export const PUBLIC_PAGES: PublicPage[] = [
  { path: "/" },
  { path: "/calculator" },
  { path: "/pricing" },
  { path: "/blog" },
  { path: "/support" },
  { path: "/login" },
  { path: "/signup" },
  { path: "/imprint", lastmod: LEGAL_DATES.imprintAsOf },
  { path: "/privacy", lastmod: LEGAL_DATES.privacyAsOf },
  { path: "/terms", lastmod: LEGAL_DATES.termsEffective },
  { path: "/refund", lastmod: LEGAL_DATES.refundEffective },
  { path: "/accessibility", lastmod: LEGAL_DATES.accessibilityAsOf },
  { path: "/cookies" },
];

/** The signed-in area (locale-neutral); robots.txt disallows each in every language. */
const PRIVATE_PREFIXES = ["/app", "/my/", "/ai-chat"];

/** Endpoints that are never pages. */
export const NON_PAGE_PREFIXES = ["/api/", "/resources/"];

export function privatePathsInAllLanguages(): string[] {
  return LOCALES.flatMap((locale) => PRIVATE_PREFIXES.map((prefix) => localizePath(prefix, locale)));
}
