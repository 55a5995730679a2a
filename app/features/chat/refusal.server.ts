import type { TFunction } from "i18next";
import { dateFormat } from "#app/lib/intl";
import { INTL_LOCALE, type Locale } from "#app/platform/i18n/locales";
import { messageLimitText } from "./limits";
import type { SendRefusal } from "./send.server";

/**
 * When the limit allows again, in the user's language and German time (the product's time zone), with the zone
 * named ("MEZ", "CEST"): a visitor elsewhere would read a bare time as their own.
 */
function formatResetTime(resetAt: Date, locale: Locale): string {
  const time = dateFormat(INTL_LOCALE[locale], { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Berlin" }).format(resetAt);
  const zone = dateFormat(INTL_LOCALE[locale], { timeZoneName: "short", timeZone: "Europe/Berlin" })
    .formatToParts(resetAt)
    .find((part) => part.type === "timeZoneName")?.value;
  return zone ? `${time} ${zone}` : time;
}

/** The one text for each refusal of a question, on both paths (form and chat stream). */
export function refusalMessage(t: TFunction, locale: Locale, refusal: SendRefusal): string {
  if (refusal.reason === "quota") return t("chat:errors.quota", { time: formatResetTime(refusal.resetAt, locale) });
  if (refusal.reason === "tooLong") return t("chat:errors.tooLong", { max: messageLimitText(locale) });
  return t(`chat:errors.${refusal.reason}`);
}

export function retryAfterSeconds(refusal: SendRefusal): number | null {
  return refusal.reason === "quota" ? Math.max(1, Math.ceil((refusal.resetAt.getTime() - Date.now()) / 1000)) : null;
}
