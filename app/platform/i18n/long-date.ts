import { dateFormat } from "#app/lib/intl";
import { INTL_LOCALE, type Locale } from "./locales";

/**
 * Long dates already written, by language and ISO value. Every page's footer shows the release date and Intl
 * takes about 15 µs for a date in a time zone (0.7 % of a public page's CPU); the same few dates recur.
 * Forgotten all at once at 1,000.
 */
const written = new Map<string, string>();

/**
 * The one long date of the product, on pages, in mails and on receipts: "22. November 2026" / "22 November
 * 2026", the day it is in Germany (the contract's time zone). Takes an instant ("2026-11-22T23:30:00Z" is the
 * 23rd) or a calendar day ("2026-11-22", read as its start in UTC, which is the same day in Berlin).
 */
export function longDate(iso: string, locale: Locale): string {
  const key = `${locale}|${iso}`;
  let text = written.get(key);
  if (text === undefined) {
    text = dateFormat(INTL_LOCALE[locale], { dateStyle: "long", timeZone: "Europe/Berlin" }).format(new Date(iso));
    if (written.size >= 1000) written.clear();
    written.set(key, text);
  }
  return text;
}
