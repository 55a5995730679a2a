import { localizePath, type Locale } from "#app/platform/i18n/locales";
import { safeRedirectPath } from "#app/lib/safe-redirect";
import type { EmailAction } from "./hook-payload";

/** Where a confirmed link leads when the request named no target on this site. */
export function defaultNext(action: EmailAction, locale: Locale): string {
  return localizePath(action === "recovery" ? "/reset/password" : "/app", locale);
}

/**
 * The page after confirmation: the path of Supabase's redirect_to when it points at this app (the app
 * set it when it asked for the mail), otherwise the action's default page.
 */
function nextPath(appUrl: string, redirectTo: string, action: EmailAction, locale: Locale): string {
  const fallback = defaultNext(action, locale);
  try {
    const target = new URL(redirectTo);
    if (target.origin !== new URL(appUrl).origin) return fallback;
    return safeRedirectPath(target.pathname + target.search, fallback);
  } catch {
    return fallback;
  }
}

/**
 * The link in an auth mail: the app's /auth/confirm shows a page naming the account (`email`, with the
 * server's `sig` over it) whose button verifies the token hash on the server.
 */
export function confirmLink(options: {
  appUrl: string;
  tokenHash: string;
  action: EmailAction;
  redirectTo: string;
  locale: Locale;
  account?: { email: string; signature: string };
}): string {
  const url = new URL(localizePath("/auth/confirm", options.locale), options.appUrl);
  url.search = new URLSearchParams({
    token_hash: options.tokenHash,
    type: options.action,
    next: nextPath(options.appUrl, options.redirectTo, options.action, options.locale),
    ...(options.account ? { email: options.account.email, sig: options.account.signature } : {}),
  }).toString();
  return url.href;
}
