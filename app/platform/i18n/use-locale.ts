import { useTranslation } from "#app/platform/i18n/use-translation";
import { useLocation } from "react-router";
import { dateFormat } from "#app/lib/intl";
import { INTL_LOCALE, localeFromPath, localizePath, type Locale } from "./locales";

/** The page's language: always the URL's. */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** Builds links that keep the current language. */
export function useLocalizedPath() {
  const locale = useLocale();
  return (path: string) => localizePath(path, locale);
}

/** Long date in the page's language: "22. November 2026" / "22 November 2026". */
export function useFormatDate() {
  const { i18n } = useTranslation();
  const locale = localeFromPath(useLocation().pathname) ?? i18n.language;
  return (isoDate: string) => dateFormat(INTL_LOCALE[locale], { dateStyle: "long", timeZone: "Europe/Berlin" }).format(new Date(isoDate));
}
