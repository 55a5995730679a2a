import { describe, expect, it } from "vitest";
import { amortize, balanceAfterPayments, loanYear, MAX_SCHEDULE_MONTHS, type LoanTerms } from "./schedule";

function terms(overrides: Partial<LoanTerms>): LoanTerms {
  return {
    loan: 300_000,
    interestRatePercent: 4,
    monthlyPayment: 1500,
    fixedRateMonths: 120,
    followUpInterestRatePercent: 4,
    followUpMonthlyPayment: 1500,
    specialRepaymentYearly: 0,
    ...overrides,
  };
}

describe("amortisation schedule", () => {
  it("splits month 1 of 250,000 at 4.10 % + 2 % as published", () => {
    const { monthly } = amortize(terms({ loan: 250_000, interestRatePercent: 4.1, monthlyPayment: 1270.83 }));
    expect(monthly.interest[0]).toBe(854.17);
    expect(monthly.principal[0]).toBe(416.66);
    expect(monthly.balance[0]).toBe(249_583.34);
  });

  it("reproduces year 1 and the residual debt after 120 payments of 300,000 at 4 % + 2 %", () => {
    const schedule = amortize(terms({}));
    expect(loanYear(schedule.monthly, 1)).toEqual({
      interest: 11_888.77,
      principal: 6111.23,
      specialRepayment: 0,
      balance: 293_888.77,
    });
    expect(schedule.residualDebtEndOfFixedRate).toBe(226_375.13);
    expect(schedule.monthly.balance[119]).toBe(226_375.13);
  });

  it("lets the final payment cover exactly the remainder", () => {
    const schedule = amortize(terms({ loan: 1000, interestRatePercent: 0, monthlyPayment: 300 }));
    expect(schedule.payoffMonths).toBe(4);
    expect(schedule.monthly.principal).toEqual([300, 300, 300, 100]);
    expect(schedule.monthly.balance.at(-1)).toBe(0);
  });

  it("pays the special repayment with every 12th payment, capped at the balance", () => {
    const schedule = amortize(terms({ loan: 20_000, interestRatePercent: 0, monthlyPayment: 500, specialRepaymentYearly: 5000 }));
    const specials = schedule.monthly.specialRepayment;
    expect(specials[10]).toBe(0);
    expect(specials[11]).toBe(5000);
    // 20,000 − 12 × 500 − 5,000 = 9,000 after year 1; 9,000 − 12 × 500 = 3,000 left for the second special.
    expect(specials[23]).toBe(3000);
    expect(schedule.payoffMonths).toBe(24);
  });

  it("switches to the follow-up rate and payment after the fixed-rate period", () => {
    const schedule = amortize(terms({ fixedRateMonths: 12, followUpInterestRatePercent: 6, followUpMonthlyPayment: 2000 }));
    const balanceAfterYear1 = schedule.monthly.balance[11] ?? 0;
    expect(schedule.residualDebtEndOfFixedRate).toBe(balanceAfterYear1);
    expect(schedule.monthly.interest[12]).toBe(Math.round(balanceAfterYear1 * 0.5) / 100);
    expect((schedule.monthly.interest[12] ?? 0) + (schedule.monthly.principal[12] ?? 0)).toBeCloseTo(2000, 2);
  });

  it("is empty for a loan of zero", () => {
    const schedule = amortize(terms({ loan: 0, monthlyPayment: 0 }));
    expect(schedule).toMatchObject({ payoffMonths: 0, totalInterest: 0, residualDebtEndOfFixedRate: 0 });
    expect(schedule.monthly.balance).toEqual([]);
    expect(loanYear(schedule.monthly, 1)).toEqual({ interest: 0, principal: 0, specialRepayment: 0, balance: 0 });
  });

  it("stops at the guard when the payment never covers the interest", () => {
    const schedule = amortize(terms({ monthlyPayment: 900, followUpMonthlyPayment: 900 }));
    expect(schedule.payoffMonths).toBeNull();
    expect(schedule.monthly.balance).toHaveLength(MAX_SCHEDULE_MONTHS);
  });
});

describe("balance after payments", () => {
  it("leaves the debt the schedule leaves at the end of the fixed rate, with or without special repayments", () => {
    for (const specialRepaymentYearly of [0, 5_000, 10_000, 400_000]) {
      const loan = terms({ specialRepaymentYearly });
      const balance = balanceAfterPayments(30_000_000, 4, 150_000, 120, specialRepaymentYearly * 100);
      expect(balance / 100).toBe(amortize(loan).residualDebtEndOfFixedRate);
    }
  });
});
