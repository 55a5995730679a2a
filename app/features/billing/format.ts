import { dateFormat, numberFormat } from "#app/lib/intl";
import { INTL_LOCALE, type Locale } from "#app/platform/i18n/locales";
import { germanDayEnd, germanIsoDay } from "#app/lib/german-day";

/**
 * Money and receipt times for billing pages and mails, in German time (Europe/Berlin), the time zone of
 * the contract; the pages say so where a time of day matters. Days are longDate's (platform/i18n).
 */
export function formatMoney(cents: number, currency: string, locale: Locale): string {
  return numberFormat(INTL_LOCALE[locale], { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);
}

/** Date and time of receipt, to the second, with the zone named: the proof a declaration asks for. */
export function formatReceipt(iso: string, locale: Locale): string {
  return dateFormat(INTL_LOCALE[locale], {
    dateStyle: "long",
    timeStyle: "long",
    timeZone: "Europe/Berlin",
  }).format(new Date(iso));
}

/**
 * When a trial of `days` days ordered at `orderedAt` ends: with the last second of the `days`th day after the
 * order's day, German time, counted as the withdrawal period is (§§ 187, 188 BGB), so "until 10 December" holds
 * the whole of 10 December. Keeping the order's time of day ended it that evening at the hour of the order,
 * and a cancellation later that day came too late.
 */
export function trialEndAfter(orderedAt: Date, days: number): string {
  return germanDayEnd(germanIsoDay(orderedAt), days).toISOString();
}

/**
 * One calendar year after `iso` (UTC), as Stripe counts a yearly phase: 29 February becomes 28 February
 * rather than rolling over into March.
 */
export function addYear(iso: string): string {
  const date = new Date(iso);
  const month = date.getUTCMonth();
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  if (date.getUTCMonth() !== month) date.setUTCDate(0);
  return date.toISOString();
}
