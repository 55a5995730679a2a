import { fromCents, toCents } from "./money";

/**
 * The amortisation schedule, month by month, on integer cents:
 * - payments fall at the end of each month; month 1 is the first month after the contract month;
 * - interest = balance × nominal rate / 12, rounded to the cent (half away from zero), as banks do;
 * - principal = payment − interest; the final month pays the remaining balance plus its interest;
 * - the yearly special repayment is made together with every 12th payment (end of each loan year),
 *   capped at the balance left;
 * - after the fixed-rate period the balance continues at the follow-up rate and follow-up payment.
 */
export interface LoanTerms {
  loan: number;
  interestRatePercent: number;
  monthlyPayment: number;
  fixedRateMonths: number;
  followUpInterestRatePercent: number;
  followUpMonthlyPayment: number;
  specialRepaymentYearly: number;
}

/** Column-wise so that a 30-year schedule is four number arrays, not 360 objects. Index 0 is month 1. */
export interface MonthlySchedule {
  interest: number[];
  principal: number[];
  specialRepayment: number[];
  balance: number[];
}

export interface LoanSchedule {
  monthly: MonthlySchedule;
  /** Months until the balance is zero; null if it is not repaid within MAX_SCHEDULE_MONTHS. */
  payoffMonths: number | null;
  totalInterest: number;
  residualDebtEndOfFixedRate: number;
}

/** A guard for payments that do not cover the interest; the input schema rejects those before they get here. */
export const MAX_SCHEDULE_MONTHS = 1200;

// Absorbs binary noise in balance × rate so that a true half cent rounds up.
const HALF_CENT_NUDGE = 1e-6;

/** A month's interest on a balance in cents: balance × rate / 12, rounded to the cent (half away from zero). */
function monthlyInterestCents(balanceCents: number, ratePercent: number): number {
  return Math.round((balanceCents * ratePercent) / 1200 + HALF_CENT_NUDGE);
}

/**
 * The balance in cents left after `months` equal payments at one rate, with the yearly special repayment made
 * as `amortize` makes it, by the same rounding: the term annuity checks its payment with it (without special
 * repayments), the input schema the debt left for the follow-up rate.
 */
export function balanceAfterPayments(loanCents: number, ratePercent: number, paymentCents: number, months: number, specialCentsYearly = 0): number {
  let balance = loanCents;
  for (let month = 1; month <= months && balance > 0; month++) {
    balance -= Math.min(paymentCents - monthlyInterestCents(balance, ratePercent), balance);
    if (month % 12 === 0) balance -= Math.min(specialCentsYearly, balance);
  }
  return balance;
}

export function amortize(terms: LoanTerms): LoanSchedule {
  const monthly: MonthlySchedule = { interest: [], principal: [], specialRepayment: [], balance: [] };
  const fixedPayment = toCents(terms.monthlyPayment);
  const followUpPayment = toCents(terms.followUpMonthlyPayment);
  const special = toCents(terms.specialRepaymentYearly);
  let balance = toCents(terms.loan);
  let totalInterest = 0;
  let residualAtFixedEnd = 0;
  let month = 0;

  while (balance > 0 && month < MAX_SCHEDULE_MONTHS) {
    month++;
    const inFixedPeriod = month <= terms.fixedRateMonths;
    const ratePercent = inFixedPeriod ? terms.interestRatePercent : terms.followUpInterestRatePercent;
    const payment = inFixedPeriod ? fixedPayment : followUpPayment;
    const interest = monthlyInterestCents(balance, ratePercent);
    const principal = Math.min(payment - interest, balance);
    balance -= principal;
    const specialPaid = month % 12 === 0 ? Math.min(special, balance) : 0;
    balance -= specialPaid;
    totalInterest += interest;
    if (month === terms.fixedRateMonths) residualAtFixedEnd = balance;
    monthly.interest.push(fromCents(interest));
    monthly.principal.push(fromCents(principal));
    monthly.specialRepayment.push(fromCents(specialPaid));
    monthly.balance.push(fromCents(balance));
  }

  return {
    monthly,
    payoffMonths: balance === 0 ? month : null,
    totalInterest: fromCents(totalInterest),
    residualDebtEndOfFixedRate: fromCents(residualAtFixedEnd),
  };
}

export interface LoanYear {
  interest: number;
  principal: number;
  specialRepayment: number;
  /** Balance after the year's last payment. */
  balance: number;
}

/** Sums of loan year `year` (1-based: months 12·(year−1)+1 … 12·year); zeros once the loan is repaid. */
export function loanYear(monthly: MonthlySchedule, year: number): LoanYear {
  const start = (year - 1) * 12;
  const end = Math.min(start + 12, monthly.balance.length);
  let interest = 0;
  let principal = 0;
  let specialRepayment = 0;
  for (let index = start; index < end; index++) {
    interest += toCents(monthly.interest[index] ?? 0);
    principal += toCents(monthly.principal[index] ?? 0);
    specialRepayment += toCents(monthly.specialRepayment[index] ?? 0);
  }
  const balance = end > 0 && end > start ? (monthly.balance[end - 1] ?? 0) : 0;
  return { interest: fromCents(interest), principal: fromCents(principal), specialRepayment: fromCents(specialRepayment), balance };
}
