import type { TFunction } from "i18next";
import { redirect, type RouterContextProvider } from "react-router";
import { getInstance, getLocale } from "#app/features/i18n/i18next.server";
import { isLocale, localizePath, type Locale } from "#app/features/i18n/locales";
import { createErrorMap } from "#app/features/validation/error-map";
import { getRequestInfo } from "#app/lib/request-context";
import { readSessionUser } from "./session.server";

export interface AuthRequest {
  locale: Locale;
  t: TFunction;
  errorMap: ReturnType<typeof createErrorMap>;
  ip: string;
}

/** What every auth action needs: the page's language, its messages, zod's error map and the client IP. */
export function authRequest(context: Readonly<RouterContextProvider>): AuthRequest {
  const language = getLocale(context);
  const locale: Locale = isLocale(language) ? language : "en";
  const t = getInstance(context).getFixedT(locale);
  return { locale, t, errorMap: createErrorMap(t, locale), ip: getRequestInfo(context).clientIp };
}

/** Sign-in and sign-up are for signed-out visitors; a signed-in one goes to the app in the page's language. */
export async function redirectSignedIn(context: Readonly<RouterContextProvider>): Promise<void> {
  if (await readSessionUser(context)) throw redirect(localizePath("/app", authRequest(context).locale));
}

export { isUnavailable } from "#app/features/supabase/errors";
