import { dateFormat } from "#app/lib/intl";

/**
 * The withdrawal period (§ 355 (2), § 356 (2) BGB) starts with the conclusion of the contract; the day of
 * that event is not counted (§ 187 (1) BGB) and the period ends with the end of its last day (§ 188 (1)
 * BGB). So a contract concluded on 3 March can be withdrawn until 17 March, 24:00, German time: not
 * 14 × 24 hours after the order, which would cut off most of the last day.
 */
const PERIOD_DAYS = 14;

const BERLIN = dateFormat("en-CA", {
  timeZone: "Europe/Berlin",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** Berlin's offset from UTC at an instant, in milliseconds (+1 h in winter, +2 h in summer). */
function berlinOffsetMs(instant: number): number {
  const parts = Object.fromEntries(BERLIN.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
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

/** The instant a Berlin calendar day begins (00:00 local; no German DST switch happens at midnight). */
function berlinMidnight(year: number, month: number, day: number): number {
  const guess = Date.UTC(year, month - 1, day);
  return guess - berlinOffsetMs(guess - berlinOffsetMs(guess));
}

/** The first instant after the period: 00:00 Berlin time on the 15th day after the day of conclusion. */
export function withdrawalPeriodEnd(concludedAt: Date): Date {
  const parts = Object.fromEntries(BERLIN.formatToParts(concludedAt).map((part) => [part.type, part.value]));
  return new Date(berlinMidnight(Number(parts.year), Number(parts.month), Number(parts.day) + PERIOD_DAYS + 1));
}

/** Whether a withdrawal received at `receivedAt` is in time for a contract concluded at `concludedAt`. */
export function withinWithdrawalPeriod(concludedAt: Date, receivedAt: Date): boolean {
  return receivedAt.getTime() < withdrawalPeriodEnd(concludedAt).getTime();
}
