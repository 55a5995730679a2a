import { describe, expect, it } from "vitest";
import { calculationInput } from "../../../tests/support/calculation-input";
import { evaluate } from "./evaluate";

const input = calculationInput;

/** The whole-evaluation example of docs: 300,000 in NRW, all purchase costs from equity, 4 % + 2 %, rent 1,000. */
const NRW_EXAMPLE = {
  purchasePrice: 300_000,
  state: "NW",
  equity: 36_210,
  interestRatePercent: 4,
  initialRepaymentPercent: 2,
  fixedRateYears: 10,
  coldRentMonthly: 1000,
};

describe("whole evaluation", () => {
  const result = evaluate(input(NRW_EXAMPLE));

  it("reproduces the worked example to the cent", () => {
    expect(result.transferTaxPercent).toBe(6.5);
    expect(result.purchaseCosts.total).toBe(36_210);
    expect(result.loanAmount).toBe(300_000);
    expect(result.monthlyPayment).toBe(1500);
    expect(result.yearly[0]).toMatchObject({ year: 1, interest: 11_888.77, principal: 6111.23 });
    expect(result.residualDebtEndOfFixedRate).toBe(226_375.13);
    expect(result.grossYieldPercent).toBe(4);
    expect(result.purchasePriceFactor).toBe(25);
  });

  it("dates the fixed-rate end and the payoff at month ends after the contract month", () => {
    expect(result.fixedRateEndDate).toBe("2036-03-31");
    expect(result.payoffMonths).toBe(331);
    expect(result.payoffDate).toBe("2053-10-31");
    expect(result.monthly.balance).toHaveLength(331);
  });

  it("states net yield over the total investment, after vacancy and non-allocable costs", () => {
    const withCosts = evaluate(input({ ...NRW_EXAMPLE, nonAllocableCostsMonthly: 100, vacancyPercent: 2 }));
    // (12,000 − 240 − 1,200) / 336,210
    expect(withCosts.netYieldPercent).toBe(3.14);
  });

  it("derives year-1 cash flow and tax from the rows", () => {
    const year1 = result.yearly[0];
    // 12,000 rent − 240 vacancy − 18,000 debt service
    expect(year1?.cashFlowBeforeTax).toBe(-6240);
    expect(result.cashFlowBeforeTaxMonthly).toBe(-520);
    // depreciation: (300,000 + 36,210) × 70 % × 2 % = 4,706.94
    expect(year1?.depreciation).toBe(4706.94);
    // taxable: 12,000 − 240 − 11,888.77 − 4,706.94 = −4,835.71; × 42 % = 2,031.00 saved
    expect(year1?.taxableIncome).toBe(-4835.71);
    expect(year1?.taxEffect).toBe(2031);
    expect(year1?.cashFlowAfterTax).toBe(-4209);
    expect(result.cashFlowAfterTaxMonthly).toBe(-350.75);
  });

  it("grows rent, costs and value once a year", () => {
    expect(result.yearly[1]?.rent).toBe(12_240);
    expect(result.yearly[0]?.propertyValue).toBe(304_500);
    expect(result.yearly[0]?.equity).toBe(10_611.23);
  });

  it("gives IRR cash flows that start with the equity and end with the sale", () => {
    const flows = result.equityCashFlows ?? [];
    expect(flows).toHaveLength(16);
    expect(flows[0]).toBe(-36_210);
    expect(flows[15]).toBeCloseTo((result.yearly[14]?.cashFlowAfterTax ?? 0) + result.sale.proceeds, 2);
    expect(result.irrPercent).not.toBeNull();
  });

  it("is plain JSON", () => {
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });
});

describe("no IRR, and why", () => {
  it("names missing equity, not negative flows, when nothing is invested (QA: +824.98 a month said 'never positive')", () => {
    const result = evaluate(
      input({ purchasePrice: 300_000, state: "NW", equity: 0, interestRatePercent: 3.8, initialRepaymentPercent: 2, coldRentMonthly: 2500 }),
    );
    expect(result.cashFlowBeforeTaxMonthly).toBe(824.98);
    expect(result.irrPercent).toBeNull();
    expect(result.noIrrReason).toBe("noEquity");
  });

  it("says the flows never turn positive only when none does", () => {
    const result = evaluate(input({ ...NRW_EXAMPLE, coldRentMonthly: 300, valueGrowthPercent: -10 }));
    expect(result.equityCashFlows?.every((flow) => flow < 0)).toBe(true);
    expect(result).toMatchObject({ irrPercent: null, noIrrReason: "neverPositive" });
  });

  it("says no rate fits when positive years are followed by a sale at a loss", () => {
    const result = evaluate(
      input({ ...NRW_EXAMPLE, interestRatePercent: 3, initialRepaymentPercent: 1, coldRentMonthly: 2000, valueGrowthPercent: -8 }),
    );
    expect(result.equityCashFlows?.[1]).toBeGreaterThan(0);
    expect(result).toMatchObject({ irrPercent: null, noIrrReason: "noRate" });
  });

  it("gives no reason when there is an IRR or no rent", () => {
    expect(evaluate(input(NRW_EXAMPLE)).noIrrReason).toBeNull();
    expect(evaluate(input({ ...NRW_EXAMPLE, coldRentMonthly: undefined })).noIrrReason).toBeNull();
  });
});

describe("owner-occupied", () => {
  const result = evaluate(input({ ...NRW_EXAMPLE, coldRentMonthly: undefined, livingAreaSqm: 80 }));

  it("leaves every rental figure null instead of zero", () => {
    expect(result.ownerOccupied).toBe(true);
    for (const figure of [
      result.grossYieldPercent,
      result.netYieldPercent,
      result.purchasePriceFactor,
      result.cashFlowBeforeTaxMonthly,
      result.cashFlowAfterTaxMonthly,
      result.equityReturnPercent,
      result.irrPercent,
      result.equityCashFlows,
      result.depreciation,
      result.rentPerSqm,
      result.sale.gain,
    ]) {
      expect(figure).toBeNull();
    }
    expect(result.yearly[0]).toMatchObject({ rent: null, taxEffect: null, cashFlowBeforeTax: null, cashFlowAfterTax: null });
  });

  it("still shows the financing and a tax-free sale", () => {
    expect(result.monthlyPayment).toBe(1500);
    expect(result.pricePerSqm).toBe(3750);
    expect(result.sale.tax).toBe(0);
  });
});

describe("other financing and tax cases", () => {
  it("needs no loan when equity covers everything", () => {
    const result = evaluate(input({ ...NRW_EXAMPLE, equity: 400_000 }));
    expect(result).toMatchObject({ loanAmount: 0, monthlyPayment: 0, payoffMonths: 0, totalInterest: 0 });
    expect(result.yearly).toHaveLength(15);
    expect(result.equityCashFlows?.[0]).toBe(-336_210);
  });

  it("computes the payment from a term and from a given payment", () => {
    const byTerm = evaluate(input({ ...NRW_EXAMPLE, initialRepaymentPercent: undefined, termYears: 25, fixedRateYears: 25 }));
    expect(byTerm.payoffMonths).toBe(300);
    const byPayment = evaluate(input({ ...NRW_EXAMPLE, initialRepaymentPercent: undefined, monthlyPayment: 1750 }));
    expect(byPayment.monthlyPayment).toBe(1750);
    expect(byPayment.followUpMonthlyPayment).toBe(1750);
  });

  it("repays a loan with a term in exactly that many years, also past the fixed-rate period", () => {
    // QA: 300,000 in NRW, 60,000 equity, 3.8 %: each term left a few cents for one more month.
    const qa = { purchasePrice: 300_000, state: "NW", equity: 60_000, interestRatePercent: 3.8 };
    for (const termYears of [6, 8, 10, 20, 30]) {
      const result = evaluate(input({ ...qa, termYears }));
      expect(result.payoffMonths, `${termYears} years`).toBe(termYears * 12);
      expect(result.monthly.balance.at(-1), `${termYears} years`).toBe(0);
      expect(result.yearly[termYears - 1]?.balance, `${termYears} years`).toBe(0);
    }
    expect(evaluate(input({ ...qa, termYears: 10 })).residualDebtEndOfFixedRate).toBe(0);
    // Repaid within the fixed-rate period (10 years by default): no payment after it.
    for (const termYears of [8, 10]) expect(evaluate(input({ ...qa, termYears })).followUpMonthlyPayment, `${termYears} years`).toBe(0);
    expect(evaluate(input({ ...qa, termYears: 20 })).followUpMonthlyPayment).toBeGreaterThan(0);
    const withSpecial = evaluate(input({ ...qa, termYears: 20, specialRepaymentYearly: 10_000 }));
    expect(withSpecial.payoffMonths).toBeLessThan(240);
    expect(withSpecial.monthly.balance.at(-1)).toBe(0);
  });

  it("taxes the gain of a let property sold within ten years, not after", () => {
    const within = evaluate(input({ ...NRW_EXAMPLE, holdingYears: 10, valueGrowthPercent: 4 }));
    const after = evaluate(input({ ...NRW_EXAMPLE, holdingYears: 11, valueGrowthPercent: 4 }));
    const gain = within.sale.gain ?? 0;
    expect(gain).toBeGreaterThan(0);
    expect(within.sale.tax).toBeCloseTo(gain * 0.42, 2);
    expect(after.sale.tax).toBe(0);
    expect(after.sale.gain).toBeGreaterThan(0);
  });

  it("uses 3 % for a building completed in 2023, and 5 % declining when chosen", () => {
    const linear = evaluate(input({ ...NRW_EXAMPLE, completionYear: 2023 }));
    expect(linear.depreciation).toMatchObject({ method: "linear", ratePercent: 3, firstYear: 7060.41 });
    const declining = evaluate(input({ ...NRW_EXAMPLE, completionYear: 2026, decliningBalanceDepreciation: true }));
    expect(declining.depreciation).toMatchObject({ method: "decliningBalance", ratePercent: 5, firstYear: 11_767.35 });
  });

  it("deducts small renovations in year 1 and depreciates large ones with the building", () => {
    // Paid from extra equity, so the loan and its interest stay the same as without renovation.
    const small = evaluate(input({ ...NRW_EXAMPLE, renovationCosts: 10_000, equity: 46_210 }));
    expect(small.depreciation?.renovationTreatment).toBe("expensed");
    expect(small.yearly[0]?.taxableIncome).toBe(-4835.71 - 10_000);
    expect(small.yearly[1]?.taxableIncome).toBe(evaluate(input(NRW_EXAMPLE)).yearly[1]?.taxableIncome);
    const large = evaluate(input({ ...NRW_EXAMPLE, renovationCosts: 60_000 }));
    expect(large.depreciation).toMatchObject({ renovationTreatment: "capitalised", base: 235_347 + 60_000 });
  });

  it("applies a yearly special repayment and an explicit follow-up rate", () => {
    const result = evaluate(input({ ...NRW_EXAMPLE, specialRepaymentYearly: 5000, followUpInterestRatePercent: 5 }));
    expect(result.yearly[0]?.specialRepayment).toBe(5000);
    expect(result.residualDebtEndOfFixedRate).toBeLessThan(226_375.13 - 50_000);
    expect(result.monthly.interest[120]).toBe(Math.round((result.residualDebtEndOfFixedRate * 100 * 5) / 1200) / 100);
  });
});
