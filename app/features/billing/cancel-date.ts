import { germanDayEnd, germanIsoDay } from "#app/lib/german-day";

/**
 * When an ordinary cancellation ends the contract. The next possible end is the end of the current
 * period: the trial's end, the paid month, or the first year of an annual plan; after that the
 * subscription schedule has made it monthly, so the period end is at most a month away (§ 309 Nr. 9 BGB).
 * A later wished day is honoured; an earlier one cannot shorten the notice, so the next possible end applies,
 * and so does the period end's own day: the contract then ends on the day wished without a new period begun.
 */
export function cancellationEnd(periodEnd: string, wished: string | null): { endsAt: string; atPeriodEnd: boolean } {
  if (!wished || wished <= germanIsoDay(new Date(periodEnd))) return { endsAt: periodEnd, atPeriodEnd: true };
  // The wished day is the contract's last.
  return { endsAt: germanDayEnd(wished).toISOString(), atPeriodEnd: false };
}
