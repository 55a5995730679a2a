import { useLocation } from "react-router";
import { localeFromPath, localizePath, type Locale } from "./locales";
import { longDate } from "./long-date";

/** The page's language: always the URL's. */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** Builds links that keep the current language. */
export function useLocalizedPath() {
  const locale = useLocale();
  return (path: string) => localizePath(path, locale);
}

/** Long date in the page's language (longDate). */
export function useFormatDate() {
  const locale = useLocale();
  return (isoDate: string) => longDate(isoDate, locale);
}
