import { germanDayStart, germanIsoDay } from "#app/lib/german-day";
import { isDayOff, isoDayPlus } from "./days-off";

/**
 * The withdrawal period (§ 355 (2), § 356 (2) BGB) starts with the conclusion of the contract; the day of
 * that event is not counted (§ 187 (1) BGB) and the period ends with the end of its last day (§ 188 (1)
 * BGB). So a contract concluded on 3 March can be withdrawn until 17 March, 24:00, German time: not
 * 14 × 24 hours after the order, which would cut off most of the last day. A last day that is a Saturday, a
 * Sunday or a public holiday gives way to the next working day (§ 193 BGB; `days-off.ts`).
 */
const PERIOD_DAYS = 14;

/** The first instant after the period: 00:00 Berlin time on the day after its last day. */
export function withdrawalPeriodEnd(concludedAt: Date): Date {
  let lastDay = isoDayPlus(germanIsoDay(concludedAt), PERIOD_DAYS);
  while (isDayOff(lastDay)) lastDay = isoDayPlus(lastDay, 1);
  return germanDayStart(lastDay, 1);
}

/** Whether a withdrawal received at `receivedAt` is in time for a contract concluded at `concludedAt`. */
export function withinWithdrawalPeriod(concludedAt: Date, receivedAt: Date): boolean {
  return receivedAt.getTime() < withdrawalPeriodEnd(concludedAt).getTime();
}
