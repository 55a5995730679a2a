import type { Theme } from "remix-themes";
import { serializeLocaleCookie } from "#app/platform/i18n/locale-cookie.server";
import { isLocale, localizePath, type Locale } from "#app/platform/i18n/locales";
import type { AppSupabaseClient } from "#app/platform/supabase/client.server";
import { isThemeChoice, themeFromChoice } from "#app/platform/theme/theme";
import { themeSessionResolver } from "#app/platform/theme/theme.server";

export interface Preferences {
  locale: Locale;
  /** null: the profile has no saved theme and the device's own choice stays. */
  theme: Theme | null;
}

/** The profile's saved language and theme (profiles.locale, profiles.theme), read as the user. */
export async function readPreferences(supabase: AppSupabaseClient, userId: string, fallback: Locale): Promise<Preferences> {
  const { data } = await supabase.from("profiles").select("locale, theme").eq("id", userId).maybeSingle();
  const theme = data?.theme;
  return {
    locale: isLocale(data?.locale) ? data.locale : fallback,
    theme: isThemeChoice(theme) ? themeFromChoice(theme) : null,
  };
}

/**
 * Applies the preferences on this device: the target path in the saved language, the language cookie
 * (so bare paths follow it) and the theme cookie when a theme is saved. `newDocument` when the language or
 * the theme differs from the page's (`pageLocale`, the request's theme cookie): both belong to the document
 * (its `<html>`, the browser's loaded translations), so a navigation inside it would show the target page
 * in the old language and theme.
 */
export async function applyPreferences(
  request: Request,
  target: string,
  preferences: Preferences,
  pageLocale: Locale,
): Promise<{ location: string; cookies: string[]; newDocument: boolean }> {
  const url = new URL(target, "http://local");
  const cookies = [await serializeLocaleCookie(preferences.locale)];
  let themeChanged = false;
  if (preferences.theme) {
    const session = await themeSessionResolver()(request);
    themeChanged = session.getTheme() !== preferences.theme;
    session.setTheme(preferences.theme);
    cookies.push(await session.commit());
  }
  return {
    location: localizePath(url.pathname, preferences.locale) + url.search + url.hash,
    cookies,
    newDocument: preferences.locale !== pageLocale || themeChanged,
  };
}
