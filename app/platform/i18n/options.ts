import type { InitOptions } from "i18next";
import { DEFAULT_LOCALE, LOCALES } from "./locales";

export const i18nextOptions = {
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: "common",
  ns: ["common"],
  // React escapes output already.
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  initAsync: false,
} satisfies InitOptions;
