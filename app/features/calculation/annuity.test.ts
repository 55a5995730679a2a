import { describe, expect, it } from "vitest";
import { annuityFromInitialRepayment, annuityFromTerm, effectiveAnnualRatePercent } from "./annuity";
import { amortize } from "./schedule";

describe("monthly payment, German bank convention", () => {
  it("reproduces the published examples to the cent", () => {
    expect(annuityFromInitialRepayment(250_000, 4.1, 2)).toBe(1270.83);
    expect(annuityFromInitialRepayment(300_000, 3, 2)).toBe(1250);
    expect(annuityFromInitialRepayment(300_000, 4, 2)).toBe(1500);
  });

  it("rounds half a cent up", () => {
    // 1,000.30 × 6 % / 12 = 5.0015 → 5.00; 1,001 × 6 % / 12 = 5.005 → 5.01
    expect(annuityFromInitialRepayment(1000.3, 4, 2)).toBe(5);
    expect(annuityFromInitialRepayment(1001, 4, 2)).toBe(5.01);
  });
});

describe("monthly payment from a term", () => {
  function scheduleWith(loan: number, interestRatePercent: number, months: number, payment: number) {
    return amortize({
      loan,
      interestRatePercent,
      monthlyPayment: payment,
      fixedRateMonths: months,
      followUpInterestRatePercent: interestRatePercent,
      followUpMonthlyPayment: payment,
      specialRepaymentYearly: 0,
    });
  }

  function termSchedule(loan: number, interestRatePercent: number, months: number) {
    const payment = annuityFromTerm(loan, interestRatePercent, months);
    return { payment, schedule: scheduleWith(loan, interestRatePercent, months, payment) };
  }

  it("repays 240,000 at 3.5 % over 25 years with 1,201.50", () => {
    expect(annuityFromTerm(240_000, 3.5, 300)).toBe(1201.5);
  });

  it("divides evenly without interest", () => {
    expect(annuityFromTerm(120_000, 0, 240)).toBe(500);
  });

  it("rounds up to the cent, so the last payment is the smaller remainder (QA: 10 years left €0.43 for a 121st payment)", () => {
    // 276,210 = 300,000 + 36,210 NRW purchase costs − 60,000 equity. The exact annuity is 2,770.3129…;
    // 2,770.31 left 0.43 after 120 payments.
    const { payment, schedule } = termSchedule(276_210, 3.8, 120);
    expect(payment).toBe(2770.32);
    expect(schedule.payoffMonths).toBe(120);
    expect(schedule.residualDebtEndOfFixedRate).toBe(0);
    const lastPayment = (schedule.monthly.interest[119] ?? 0) + (schedule.monthly.principal[119] ?? 0);
    expect(lastPayment).toBeGreaterThan(0);
    expect(lastPayment).toBeLessThanOrEqual(payment);
    expect(annuityFromTerm(100_000, 0, 120)).toBe(833.34);
  });

  it("ends every schedule after exactly N × 12 payments with nothing left", () => {
    for (const loan of [50_000, 100_000, 250_000, 276_210, 333_333.33, 1_000_000]) {
      for (const rate of [0, 0.5, 1.25, 2.9, 3.8, 4.1, 5.55, 7, 9.99]) {
        for (const years of [1, 5, 6, 8, 10, 15, 20, 25, 30, 40]) {
          const months = years * 12;
          const { payment, schedule } = termSchedule(loan, rate, months);
          const label = `${loan} at ${rate} % over ${years} years (${payment}/month)`;
          expect(schedule.payoffMonths, label).toBe(months);
          expect(schedule.monthly.balance[months - 1], label).toBe(0);
          // The smallest such payment: a cent less leaves debt after the term.
          const centLess = scheduleWith(loan, rate, months, Math.round(payment * 100 - 1) / 100);
          expect(centLess.monthly.balance[months - 1], label).toBeGreaterThan(0);
        }
      }
    }
  });
});

describe("closed formulas", () => {
  it("gives the effective rate of monthly compounding", () => {
    expect(effectiveAnnualRatePercent(4)).toBeCloseTo(4.0742, 4);
    expect(effectiveAnnualRatePercent(0)).toBe(0);
  });
});
