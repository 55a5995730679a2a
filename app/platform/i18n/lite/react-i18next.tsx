/**
 * The browser's react-i18next: the hooks and components the app's client code uses (I18nextProvider,
 * useTranslation, Trans, initReactI18next), over ./i18next.ts. vite.config.ts puts it in place of
 * `react-i18next` for the client build only (see ./i18next.ts for why and what it covers).
 */
import {
  cloneElement,
  createContext,
  createElement,
  Fragment,
  isValidElement,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  type ReactElement,
  type ReactNode,
} from "react";
import type { LiteI18n, LiteT } from "./i18next";

let defaultInstance: LiteI18n | null = null;
const I18nContext = createContext<LiteI18n | null>(null);

/** @public (imported as `react-i18next` by the client build, vite.config.ts) */
export const initReactI18next = {
  type: "3rdParty",
  init(instance: LiteI18n) {
    defaultInstance = instance;
  },
};

/** @public */
export function I18nextProvider({ i18n, children }: { i18n: LiteI18n; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

/** @public */
export function useTranslation(namespaces?: string | string[]) {
  const i18n = useContext(I18nContext) ?? defaultInstance!;
  const list = namespaces === undefined ? [i18n.options.defaultNS] : Array.isArray(namespaces) ? namespaces : [namespaces];
  const signature = list.join("|");
  const ready = list.every((namespace) => i18n.hasLoadedNamespace(namespace));
  // A catalogue loaded later (a page reached by navigation) or another language re-renders the component.
  const [version, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    i18n.on("loaded", rerender).on("languageChanged", rerender);
    if (!ready) void i18n.loadNamespaces(list).then(rerender);
    return () => {
      i18n.off("loaded", rerender).off("languageChanged", rerender);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the list is keyed by its signature
  }, [i18n, signature, ready]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new `t` when the language or the catalogues change
  const t = useMemo(() => i18n.getFixedT(null, list[0]), [i18n, signature, i18n.language, ready, version]);
  const result = [t, i18n, ready] as unknown as [LiteT, LiteI18n, boolean] & { t: LiteT; i18n: LiteI18n; ready: boolean };
  return Object.assign(result, { t, i18n, ready });
}

const TAG = /<(\w+)>(.*?)<\/\1>|<(\w+)\s*\/>/gs;

/** A translated text with named tags (`<terms>…</terms>`) rendered as the given elements. */
export function Trans({
  t,
  i18nKey,
  values,
  components = {},
}: {
  t: LiteT;
  i18nKey: string;
  values?: Record<string, unknown>;
  components?: Record<string, ReactElement>;
}) {
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const name = match[1] ?? match[3]!;
    const element = components[name];
    parts.push(isValidElement(element) ? cloneElement(element, { key: parts.length }, match[2] ?? undefined) : (match[2] ?? ""));
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return createElement(Fragment, null, ...parts);
}
