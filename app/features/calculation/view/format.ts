import { dateFormat, numberFormat } from "#app/lib/intl";
import { INTL_LOCALE, type Locale } from "#app/platform/i18n/locales";
import { roundTo } from "../money";

/** Result figures in the page's locale: "1.270,83 €" and "4,10 %" in German, "€1,270.83" and "4.10%" in English. */
export interface Formatters {
  money(value: number): string;
  /** A percent number (4.1 means 4.1 %). */
  percent(value: number): string;
  number(value: number, fractionDigits?: number): string;
  /** An ISO date, e.g. "31.03.2036" / "31 Mar 2036". */
  date(iso: string): string;
}

const cache = new Map<Locale, Formatters>();
/** Formatted dates are remembered (a schedule repeats the same few hundred month ends); bounded per locale. */
const DATE_MEMO_LIMIT = 10_000;

/**
 * The value rounded to the digits shown, as the engine rounds (half away from zero), and never −0: Intl writes
 * −0 and a negative value that rounds to zero as "-€0.00" / "-0,00 €", e.g. for equity 0 in the cost table,
 * which shows the equity as a negative amount.
 */
function shown(value: number, fractionDigits: number): number {
  return Number.isNaN(value) ? value : roundTo(value, fractionDigits);
}

export function formatters(locale: Locale): Formatters {
  const cached = cache.get(locale);
  if (cached) return cached;
  const tag = INTL_LOCALE[locale];
  const money = numberFormat(tag, { style: "currency", currency: "EUR", minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const percent = numberFormat(tag, { style: "percent", minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const numbers = new Map<number, Intl.NumberFormat>();
  // ISO dates are UTC midnights; formatting in UTC keeps the calendar day.
  const date = dateFormat(tag, { dateStyle: "medium", timeZone: "UTC" });
  const dates = new Map<string, string>();
  const created: Formatters = {
    money: (value) => money.format(shown(value, 2)),
    percent: (value) => percent.format(shown(value, 2) / 100),
    number: (value, fractionDigits = 2) => {
      let format = numbers.get(fractionDigits);
      if (!format) {
        format = numberFormat(tag, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
        numbers.set(fractionDigits, format);
      }
      return format.format(shown(value, fractionDigits));
    },
    date: (iso) => {
      let formatted = dates.get(iso);
      if (formatted === undefined) {
        formatted = date.format(new Date(`${iso}T00:00:00Z`));
        if (dates.size < DATE_MEMO_LIMIT) dates.set(iso, formatted);
      }
      return formatted;
    },
  };
  cache.set(locale, created);
  return created;
}
