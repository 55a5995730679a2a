/**
 * The URL decides the page's language: English at the bare path, German under /de.
 * These helpers are pure so the server, the client and the tests share one reading of a path.
 */
export const LOCALES = ["en", "de"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
/** The only valid path prefix; English has none. */
export const PREFIXED_LOCALE = "de" satisfies Locale;

export const LOCALE_COOKIE = "lng";
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** BCP 47 tags for Intl formatting (1.234,56 € in German). */
export const INTL_LOCALE: Record<Locale, string> = { en: "en-GB", de: "de-DE" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export function localeFromPath(pathname: string): Locale {
  return pathname === "/de" || pathname.startsWith("/de/") ? "de" : "en";
}

/** The path without its language prefix: "/de/imprint" → "/imprint", "/de" → "/". */
export function stripLocale(pathname: string): string {
  if (pathname === "/de") return "/";
  if (pathname.startsWith("/de/")) return pathname.slice(3);
  return pathname;
}

/** A locale-neutral path ("/imprint") in a given language ("/de/imprint"). */
export function localizePath(path: string, locale: Locale): string {
  const neutral = stripLocale(path.startsWith("/") ? path : `/${path}`);
  if (locale === DEFAULT_LOCALE) return neutral;
  return neutral === "/" ? "/de" : `/de${neutral}`;
}

/** Reads the first q-weighted preference among our locales from an Accept-Language header. */
export function preferredLocale(acceptLanguage: string | null): Locale | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { base: tag.trim().toLowerCase().split("-")[0], weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const match = ranked.find((entry) => isLocale(entry.base));
  return match && isLocale(match.base) ? match.base : null;
}
