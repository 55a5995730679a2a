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
const renderViews = new Map<Locale, i18n>([...instances].map(([lng, instance]) => [lng, Object.create(instance) as i18n]));

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
