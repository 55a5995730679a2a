import { readConsent } from "#app/platform/consent/consent.server";
import { readLocaleCookie } from "#app/platform/i18n/locale-cookie.server";
import { themeSessionResolver } from "#app/platform/theme/theme.server";

/**
 * What a public page reads from a visitor's cookies, read by the same functions the root loader uses and
 * normalised (issue 23): the theme, the language choice and the consent choice. Two signed-out visitors
 * with the same choices share a cached page whatever else their cookies hold (analytics ids, a forged or
 * outdated value, the time they chose). A page that reads another cookie names it where it opts in
 * (`handle.publicPage = { cookies: [...] }`); the raw values of those join the key too.
 *
 * Null when a cookie cannot be read at all: such a request is rendered, never cached.
 */
export async function visitorChoices(cookie: string | null, pageCookies: readonly string[]): Promise<string | null> {
  if (!cookie) return "";
  const request = new Request("http://page-cache.invalid/", { headers: { Cookie: cookie } });
  try {
    const [theme, locale, consent] = await Promise.all([
      themeSessionResolver()(request).then((session) => session.getTheme()),
      readLocaleCookie(request),
      readConsent(request),
    ]);
    const named = pageCookies.map((name) => rawCookie(cookie, name));
    return JSON.stringify([theme, locale, consent && [consent.analytics, consent.marketing], named]);
  } catch {
    return null;
  }
}

function rawCookie(header: string, name: string): string | null {
  for (const pair of header.split(";")) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}
