import { dateFormat } from "./intl";

const BERLIN_DAY = dateFormat("en-CA", { timeZone: "Europe/Berlin", year: "numeric", month: "2-digit", day: "2-digit" });

/**
 * The last second asked about and its day: pages, the page cache's key and the saved calculations ask for "today"
 * several times a request, and Intl with a time zone takes about 15 µs each. Time-zone offsets are whole seconds,
 * so a day never changes within one.
 */
let last = { second: Number.NaN, day: "" };

/**
 * The German calendar day of an instant (contracts are signed in Germany), in ISO form. Callers pass the
 * clock in, so the pure modules never read the system time themselves.
 */
export function germanIsoDay(now: Date): string {
  const second = Math.floor(now.getTime() / 1000);
  if (second !== last.second) last = { second, day: BERLIN_DAY.format(now) };
  return last.day;
}
