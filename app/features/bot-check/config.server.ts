import { getEnv } from "#app/config/env.server";
import type { BotCheckConfig, BotCheckWidget } from "./provider";

/** The widget script, pinned to a minor version of Friendly Captcha's own SDK build. */
const WIDGET_SCRIPT = "https://cdn.jsdelivr.net/npm/@friendlycaptcha/sdk@0.1/site.min.js";

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

/** What a form renders; the local stand-in serves its own widget script next to its siteverify. */
export function botCheckWidget(): BotCheckWidget | null {
  const config = botCheckConfig();
  if (!config) return null;
  const local = getEnv().BOT_CHECK_WIDGET_URL;
  return { siteKey: config.siteKey, scriptUrl: local ?? WIDGET_SCRIPT, apiEndpoint: "eu" };
}

/** Where the widget fetches and solves its puzzle, for the CSP's connect-src (only when configured). */
export function botCheckConnectOrigins(): string[] {
  const widget = botCheckWidget();
  if (!widget) return [];
  return getEnv().BOT_CHECK_WIDGET_URL ? [] : ["https://eu.frcapi.com"];
}
