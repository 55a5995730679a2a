import { getEnv } from "#app/config/env.server";
import type { BotCheckConfig, BotCheckWidget } from "./provider";

/** The configured bot check, or null when none is configured (the check is then off). */
export function botCheckConfig(): BotCheckConfig | null {
  const env = getEnv();
  if (!env.BOT_CHECK_PROVIDER || !env.BOT_CHECK_SITE_KEY || !env.BOT_CHECK_API_KEY) return null;
  return {
    provider: env.BOT_CHECK_PROVIDER,
    siteKey: env.BOT_CHECK_SITE_KEY,
    apiKey: env.BOT_CHECK_API_KEY,
    verifyUrl: env.BOT_CHECK_VERIFY_URL,
    freeAttempts: env.BOT_CHECK_FREE_ATTEMPTS,
  };
}

/** What a form renders; the SDK is bundled (no CDN), the local stand-in serves its own widget script. */
export function botCheckWidget(): BotCheckWidget | null {
  const config = botCheckConfig();
  if (!config) return null;
  return { siteKey: config.siteKey, scriptUrl: getEnv().BOT_CHECK_WIDGET_URL ?? null, apiEndpoint: "eu" };
}

/** Where the SDK fetches its puzzle and frames its widget, for the CSP's connect-src and frame-src. */
export function botCheckOrigins(): string[] {
  const widget = botCheckWidget();
  if (!widget) return [];
  return getEnv().BOT_CHECK_WIDGET_URL ? [] : ["https://eu.frcapi.com"];
}
