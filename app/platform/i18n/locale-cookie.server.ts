import { createCookie } from "react-router";
import { getEnv, isHttps } from "#app/config/env.server";
import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from "./locales";

let cookie: ReturnType<typeof createCookie> | undefined;

/** The language a visitor picked; only a German choice redirects bare paths to their /de twin. */
function localeCookie() {
  cookie ??= createCookie(LOCALE_COOKIE, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: isHttps(getEnv()),
    maxAge: LOCALE_COOKIE_MAX_AGE,
  });
  return cookie;
}

export async function readLocaleCookie(request: Request): Promise<Locale | null> {
  const header = request.headers.get("Cookie");
  if (!header?.includes(`${LOCALE_COOKIE}=`)) return null;
  const value: unknown = await localeCookie().parse(header);
  return isLocale(value) ? value : null;
}

export function serializeLocaleCookie(locale: Locale): Promise<string> {
  return localeCookie().serialize(locale);
}
