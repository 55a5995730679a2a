/**
 * When an ordinary cancellation ends the contract. The next possible end is the end of the current
 * period: the trial's end, the paid month, or the first year of an annual plan; after that the
 * subscription schedule has made it monthly, so the period end is at most a month away (§ 309 Nr. 9 BGB).
 * A later wished date is honoured; an earlier one cannot shorten the notice, so the next possible end applies.
 */
export function cancellationEnd(periodEnd: string, wished: string | null): { endsAt: string; atPeriodEnd: boolean } {
  if (!wished) return { endsAt: periodEnd, atPeriodEnd: true };
  // The wished day ends at midnight German time; 23:00 UTC is close enough and never earlier than meant in winter.
  const wishedEnd = new Date(`${wished}T23:00:00Z`).toISOString();
  return Date.parse(wishedEnd) > Date.parse(periodEnd) ? { endsAt: wishedEnd, atPeriodEnd: false } : { endsAt: periodEnd, atPeriodEnd: true };
}
