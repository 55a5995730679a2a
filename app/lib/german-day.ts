import { dateFormat } from "./intl";

const BERLIN_DAY = dateFormat("en-CA", { timeZone: "Europe/Berlin", year: "numeric", month: "2-digit", day: "2-digit" });

const BERLIN_TIME = dateFormat("en-CA", {
  timeZone: "Europe/Berlin",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

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

/** Berlin's offset from UTC at an instant, in milliseconds (+1 h in winter, +2 h in summer). */
function berlinOffsetMs(instant: number): number {
  const parts = Object.fromEntries(BERLIN_TIME.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - (instant - (instant % 1000));
}

/**
 * The instant a German calendar day begins, 00:00 in Berlin, `plusDays` after the ISO day given (days past a
 * month's end roll over). No German daylight-saving switch happens at midnight, so the day's start is unambiguous.
 */
export function germanDayStart(day: string, plusDays = 0): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const guess = Date.UTC(year, month - 1, date + plusDays);
  return new Date(guess - berlinOffsetMs(guess - berlinOffsetMs(guess)));
}

/**
 * The last second of a German calendar day, `plusDays` after the ISO day given: the end of a contract's last
 * day or of a trial's, which every page and mail then names as that day (Stripe counts whole seconds).
 */
export function germanDayEnd(day: string, plusDays = 0): Date {
  return new Date(germanDayStart(day, plusDays + 1).getTime() - 1000);
}
