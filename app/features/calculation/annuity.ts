import { fromCents, roundCents, toCents } from "./money";
import { balanceAfterPayments } from "./schedule";

/**
 * German bank convention: the monthly payment is fixed from the nominal rate plus the initial repayment
 * rate, A = round(L × (i + t) / 12, 2). Percent inputs (4.1 for 4.1 %) are divided once, at the end, so
 * that 250,000 × 6.1 stays exact in binary floating point.
 */
export function annuityFromInitialRepayment(loan: number, interestPercent: number, repaymentPercent: number): number {
  return roundCents((loan * (interestPercent + repaymentPercent)) / 1200);
}

/**
 * The payment for a term: the smallest whole-cent payment with which the schedule (interest rounded to the
 * cent each month, as in schedule.ts) repays `loan` within `months` payments; the last payment is then the
 * smaller remainder, as in the other repayment modes. It is the exact annuity A = L·r / (1 − q⁻ⁿ) rounded up
 * to the cent, give or take a cent where the monthly interest rounding adds up. Rounding the exact annuity to
 * the nearest cent, often down, left a few cents for one more month.
 */
export function annuityFromTerm(loan: number, interestPercent: number, months: number): number {
  if (!Number.isInteger(months) || months < 1) throw new RangeError(`A term needs at least one month, got ${months}`);
  const loanCents = toCents(loan);
  const r = interestPercent / 1200;
  const exactCents = r === 0 ? loanCents / months : (loanCents * r) / (1 - (1 + r) ** -months);
  // Rounding moves each month's interest by at most half a cent, which over the term weighs less than paying
  // a whole cent less or more each month: the cent below the exact annuity is the lowest candidate and the
  // search tries at most three payments.
  let payment = Math.max(0, Math.floor(exactCents));
  while (balanceAfterPayments(loanCents, interestPercent, payment, months) > 0) payment++;
  return fromCents(payment);
}

/** Effective annual rate of a nominal rate with monthly interest (PAngV's formula, fees aside). */
export function effectiveAnnualRatePercent(interestPercent: number): number {
  return ((1 + interestPercent / 1200) ** 12 - 1) * 100;
}
