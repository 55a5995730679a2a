import type { i18n as I18n, TFunction } from "i18next";
import { useContext } from "react";
import { I18nContext, useTranslation as useReactI18next } from "react-i18next";

/**
 * The app's `useTranslation`: react-i18next's in the browser, where a component lives on and must follow a
 * language change. A server render draws each component once and throws it away, yet react-i18next's hook
 * still does its setup for every call: an options object, a fixed `t`, a copy of the instance's descriptors
 * (17 calls on `/`, 97 on the calculator; 3 % of a public page's CPU, 7 % of the calculator's). On the server
 * the answer depends only on the language's instance (fixed while the server runs, see i18next.server.ts),
 * the namespaces and the key prefix, so it is made once and handed out after: the same strings.
 */
export const useTranslation: typeof useReactI18next = import.meta.env.SSR ? (useRenderedOnce as unknown as typeof useReactI18next) : useReactI18next;

type Answer = [TFunction, I18n, true] & { t: TFunction; i18n: I18n; ready: true };
/** i18next's getFixedT takes the namespaces in scope as a fourth argument its types do not declare. */
type GetFixedT = (lng: string, ns: string | string[], keyPrefix: string | undefined, options: { scopeNs: string[] }) => TFunction;

/** Per instance (one per language, kept for the server's life), per namespaces and key prefix. */
const answers = new WeakMap<I18n, Map<string, Answer>>();

function useRenderedOnce(ns?: string | readonly string[], options?: { keyPrefix?: string; lng?: string; nsMode?: "default" | "fallback" }): Answer {
  const i18n = useContext(I18nContext)?.i18n;
  if (!i18n) throw new Error("useTranslation needs the I18nextProvider that the server's render puts around the app.");
  // Namespaces resolved as react-i18next resolves them: the given ones, else the instance's default.
  const given = ns ?? i18n.options.defaultNS;
  const namespaces = typeof given === "string" ? [given] : given ? [...given] : ["translation"];
  // As react-i18next reads its options: a language of the call's own, namespaces as fallbacks of each other.
  const lng = options?.lng || i18n.language;
  const make = (): Answer => {
    const fallback = options?.nsMode === "fallback" ? namespaces : namespaces[0]!;
    const t = (i18n.getFixedT as unknown as GetFixedT).call(i18n, lng, fallback, options?.keyPrefix, { scopeNs: namespaces });
    return Object.assign([t, i18n, true] as [TFunction, I18n, true], { t, i18n, ready: true as const });
  };
  // A call naming its own language is not remembered: the app makes none, and its values could come from anywhere.
  if (options?.lng) return make();
  const key = `${namespaces.join(",")}|${options?.nsMode ?? ""}|${options?.keyPrefix ?? ""}`;
  let known = answers.get(i18n);
  if (!known) answers.set(i18n, (known = new Map()));
  let answer = known.get(key);
  if (!answer) known.set(key, (answer = make()));
  return answer;
}
