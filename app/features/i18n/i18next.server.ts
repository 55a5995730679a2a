import { createI18nextMiddleware } from "remix-i18next/middleware";
import { resources } from "./catalogues.server";
import { DEFAULT_LOCALE, LOCALES, localeFromPath } from "./locales";
import { i18nextOptions } from "./options";

/** One i18next instance per request, in the language of the URL (never a cookie or header). */
export const [i18nextMiddleware, getLocale, getInstance] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...LOCALES],
    fallbackLanguage: DEFAULT_LOCALE,
    order: ["custom"],
    findLocale: async (request) => localeFromPath(new URL(request.url).pathname),
  },
  i18next: { ...i18nextOptions, resources },
});
