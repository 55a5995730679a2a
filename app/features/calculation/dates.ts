/** Calendar helpers on ISO dates (YYYY-MM-DD), in UTC so that no time zone shifts a day. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date in ISO form (rejects 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The last day of the month `months` months after the month of `isoDate`: the date of payment number `months`. */
export function monthEndAfter(isoDate: string, months: number): string {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7)) - 1;
  return new Date(Date.UTC(year, month + months + 1, 0)).toISOString().slice(0, 10);
}
