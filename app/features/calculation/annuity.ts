import { roundCents } from "./money";

/**
 * German bank convention: the monthly payment is fixed from the nominal rate plus the initial repayment
 * rate, A = round(L × (i + t) / 12, 2). Percent inputs (4.1 for 4.1 %) are divided once, at the end, so
 * that 250,000 × 6.1 stays exact in binary floating point.
 */
export function annuityFromInitialRepayment(loan: number, interestPercent: number, repaymentPercent: number): number {
  return roundCents((loan * (interestPercent + repaymentPercent)) / 1200);
}

/** The payment that repays `loan` in `months` equal payments: A = L·r / (1 − q⁻ⁿ), rounded to the cent. */
export function annuityFromTerm(loan: number, interestPercent: number, months: number): number {
  if (interestPercent === 0) return roundCents(loan / months);
  const r = interestPercent / 1200;
  return roundCents((loan * r) / (1 - (1 + r) ** -months));
}

/** Effective annual rate of a nominal rate with monthly interest (PAngV's formula, fees aside). */
export function effectiveAnnualRatePercent(interestPercent: number): number {
  return ((1 + interestPercent / 1200) ** 12 - 1) * 100;
}

/**
 * Debt left after `months` payments without special repayments, unrounded:
 * B_k = L·qᵏ − A·(qᵏ − 1)/r. Used to check inputs before the exact schedule runs.
 */
export function residualDebt(loan: number, interestPercent: number, payment: number, months: number): number {
  if (interestPercent === 0) return Math.max(0, loan - payment * months);
  const r = interestPercent / 1200;
  const growth = (1 + r) ** months;
  return Math.max(0, loan * growth - (payment * (growth - 1)) / r);
}
