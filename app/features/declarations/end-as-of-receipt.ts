import { cancellationEnd } from "#app/features/billing/cancel-date";

/**
 * When an ordinary cancellation ends the contract, as of the moment it was received (§ 130 BGB: a
 * declaration takes effect on receipt), however much later it is carried out: after the owner's
 * confirmation through the mailed link (up to 7 days) or after the queue's retries.
 *
 * - The next possible end is the end of the period that ran at receipt. When the subscription's current
 *   period began after the receipt (the trial converted to paid, a month or a year renewed in between),
 *   that earlier period ended at the current one's start; otherwise it is the current period's end.
 * - A wished later day is honoured as always (`cancellationEnd`); an earlier one cannot shorten the notice.
 * - `passed`: that end lies before `now`. The contract has already ended then; the subscription is ended
 *   at once and what was charged for the time after the end is refunded.
 *
 * The owner's link lives 7 days and the retries about a day, shorter than any period after a trial, so at
 * most one period boundary lies between receipt and execution.
 */
export interface EndAsOfReceipt {
  endsAt: string;
  atPeriodEnd: boolean;
  passed: boolean;
}

export function endAsOfReceipt(input: {
  receivedAt: string;
  /** The start of the subscription's current period, as Stripe has it now. */
  periodStart: string | null;
  /** The end of the current period (or an end already scheduled), as before. */
  periodEnd: string;
  wished: string | null;
  now: Date;
}): EndAsOfReceipt {
  const { periodStart, receivedAt } = input;
  const nextEnd = periodStart !== null && Date.parse(periodStart) > Date.parse(receivedAt) ? periodStart : input.periodEnd;
  const { endsAt, atPeriodEnd } = cancellationEnd(nextEnd, input.wished);
  return { endsAt, atPeriodEnd, passed: Date.parse(endsAt) <= input.now.getTime() };
}
