import i18next, { type BackendModule } from "i18next";
import { initReactI18next } from "react-i18next";
import { i18nextOptions } from "./options";

// Each catalogue becomes its own small chunk, fetched only for the pages that use it.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>("../../locales/*/*.json");

const lazyCatalogues: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    const load = loaders[`../../locales/${language}/${namespace}.json`];
    if (!load) return callback(new Error(`no catalogue ${language}/${namespace}`), false);
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

/** Loads the page's catalogues before hydration so the first client render matches the server's HTML. */
export async function initClientI18n(locale: string, namespaces: string[]) {
  await i18next
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({
      ...i18nextOptions,
      lng: locale,
      ns: [...new Set(["common", ...namespaces])],
      initAsync: true,
      // The page's own language only: every key exists in both catalogues (app/locales/parity.test.ts), so
      // the server's English fallback never shows, and a German page need not fetch the English ones too.
      fallbackLng: false,
      // A component whose catalogue is still loading suspends instead of showing its keys: a navigation is a
      // transition, so the current page stays until it arrives (see use-route-catalogues).
      react: { ...i18nextOptions.react, useSuspense: true },
    });
  return i18next;
}
