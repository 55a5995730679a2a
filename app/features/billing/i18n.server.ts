import i18next, { type TFunction } from "i18next";
import { resources } from "#app/platform/i18n/catalogues.server";
import type { Locale } from "#app/platform/i18n/locales";
import { i18nextOptions } from "#app/platform/i18n/options";

let instance: typeof i18next | undefined;

/**
 * Messages in a given language outside a page request's language: a webhook (no language in its URL)
 * or a mail to an account whose saved language differs from the page's. Same catalogues and options as
 * the request instances.
 */
export function fixedT(locale: Locale): TFunction {
  if (!instance) {
    instance = i18next.createInstance({ ...i18nextOptions, resources });
    void instance.init();
  }
  return instance.getFixedT(locale);
}
