import { createInstance, type i18n } from "i18next";
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { resources } from "./catalogues.server";
import { LOCALES, type Locale, localeFromPath } from "./locales";
import { i18nextOptions } from "./options";

/**
 * One i18next instance per language, built once at start-up: the server only ever reads from it (getFixedT,
 * rendering), never changes its language or catalogues, so building and initialising one per request (as
 * remix-i18next's middleware does) was pure overhead. The language comes from the URL (never a cookie or header).
 */
const instances = new Map<Locale, i18n>(
  LOCALES.map((lng) => {
    const instance = createInstance({ ...i18nextOptions, resources });
    // initAsync: false and bundled resources: init is synchronous.
    void instance.init({ lng });
    return [lng, instance];
  }),
);

/**
 * What the page renderer hands to I18nextProvider: an object with the language's instance as its prototype and
 * no own properties. react-i18next's useTranslation copies every own property descriptor of the provider's
 * instance into a fresh wrapper for each component it renders on the server (its refs are new on every server
 * render), and an initialised i18next instance has dozens; that copy was the largest single cost of a page.
 * Reads and method calls reach the real instance through the prototype, so translations are unchanged.
 */
const renderViews = new Map<Locale, i18n>([...instances].map(([lng, instance]) => [lng, renderView(instance)]));

/**
 * Upper bound on remembered translations (the catalogues hold a few thousand). Keys or values built from input
 * (a user's figures) can pass it: then everything is forgotten at once, and the site's own strings (menus,
 * footer) are remembered again by the next page, instead of the memo filling with input for good.
 */
const MEMO_LIMIT = 20_000;

/**
 * The view also remembers translations: a page calls `t` a few hundred times, and i18next's fixed `t` copies its
 * whole options object for every call (an interpolated one costs about as much as rendering twenty elements).
 * Remembered are a string key alone, and a string key with one options object of plain values (strings,
 * numbers, booleans: interpolation and plurals), per language, namespaces and key prefix, and only a string
 * result; the catalogues never change while the server runs, so the answer is the same. Anything else
 * (nested objects, arrays, functions, selectors) goes to i18next.
 */
type LooseT = ((...args: unknown[]) => unknown) & { lng?: unknown; lngs?: unknown; ns?: unknown; keyPrefix?: unknown };
type LooseGetFixedT = (lng: unknown, ns?: unknown, keyPrefix?: unknown, options?: Record<string, unknown>) => LooseT;

function renderView(instance: i18n): i18n {
  const view = Object.create(instance) as i18n;
  const original = (instance.getFixedT as unknown as LooseGetFixedT).bind(instance);
  const memos = new Map<string, Map<string, string>>();
  let size = 0;
  const remember = (memo: Map<string, string>, memoKey: string, answer: () => unknown) => {
    const known = memo.get(memoKey);
    if (known !== undefined) return known;
    const value = answer();
    if (typeof value === "string") {
      if (size >= MEMO_LIMIT) {
        for (const each of memos.values()) each.clear();
        size = 0;
      }
      memo.set(memoKey, value);
      size += 1;
    }
    return value;
  };
  const getFixedT: LooseGetFixedT = (lng, ns, keyPrefix, options) => {
    const fixed = original(lng, ns, keyPrefix, options);
    const extra = options ? Object.keys(options) : [];
    if (!(keyPrefix === undefined || typeof keyPrefix === "string") || extra.some((name) => name !== "scopeNs")) return fixed;
    const signature = JSON.stringify([lng ?? null, ns ?? null, keyPrefix ?? null, options?.scopeNs ?? null]);
    let memo = memos.get(signature);
    if (!memo) memos.set(signature, (memo = new Map()));
    const remembered = memo;
    const t: LooseT = (key, ...rest) => {
      if (typeof key !== "string") return fixed(key, ...rest);
      if (rest.length === 0) return remember(remembered, key, () => fixed(key));
      const [values] = rest;
      // A key never holds U+0000, so a key with its options never names a plain key's entry.
      if (rest.length === 1 && isPlainValues(values)) return remember(remembered, `${key}\u0000${JSON.stringify(values)}`, () => fixed(key, values));
      return fixed(key, ...rest);
    };
    return Object.assign(t, { lng: fixed.lng, lngs: fixed.lngs, ns: fixed.ns, keyPrefix: fixed.keyPrefix });
  };
  Object.defineProperty(view, "getFixedT", { value: getFixedT, writable: true, configurable: true, enumerable: true });
  return view;
}

/** An options object whose values are all strings, finite numbers or booleans (so JSON names it exactly). */
function isPlainValues(options: unknown): options is Record<string, unknown> {
  if (typeof options !== "object" || options === null || Object.getPrototypeOf(options) !== Object.prototype) return false;
  for (const value of Object.values(options)) {
    if (typeof value === "number" ? !Number.isFinite(value) || Object.is(value, -0) : typeof value !== "string" && typeof value !== "boolean")
      return false;
  }
  return true;
}

const localeContext = createContext<Locale>();
const i18nextContext = createContext<i18n>();

export const i18nextMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  const lng = localeFromPath(new URL(request.url).pathname);
  context.set(localeContext, lng);
  context.set(i18nextContext, instances.get(lng)!);
  return next();
};

export const getLocale = (context: Readonly<RouterContextProvider>) => context.get(localeContext);
export const getInstance = (context: Readonly<RouterContextProvider>) => context.get(i18nextContext);
/** The language's instance as I18nextProvider should get it on the server (see renderViews). */
export const getRenderInstance = (context: Readonly<RouterContextProvider>) => renderViews.get(getLocale(context))!;
