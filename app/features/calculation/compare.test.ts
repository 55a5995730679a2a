import { describe, expect, it } from "vitest";
import { compareResults, MAX_COMPARED } from "./compare";
import { evaluate } from "./evaluate";
import { parseCalculationInput } from "./schema";

function evaluated(raw: Record<string, unknown>) {
  const base = { purchasePrice: 300_000, state: "NW", equity: 60_000, interestRatePercent: 4, initialRepaymentPercent: 2 };
  const result = parseCalculationInput({ ...base, contractDate: "2026-03-15", ...raw }, "2026-11-22");
  if (!result.success) throw new Error(JSON.stringify(result.error.issues));
  return evaluate(result.data);
}

describe("comparison", () => {
  const cheap = evaluated({ state: "BY", coldRentMonthly: 1000 });
  const highRent = evaluated({ coldRentMonthly: 1300 });
  const ownHome = evaluated({});

  it("marks the lower payment and the higher yield as best", () => {
    const comparison = compareResults([cheap, highRent, ownHome]);
    expect(comparison.monthlyPayment.best).toEqual([0]);
    expect(comparison["purchaseCosts.total"].best).toEqual([0]);
    expect(comparison.grossYieldPercent).toEqual({ direction: "higher", values: [4, 5.2, null], best: [1] });
    expect(comparison.purchasePriceFactor.best).toEqual([1]);
  });

  it("shares the place on ties and names none when all are equal or only one applies", () => {
    const comparison = compareResults([highRent, highRent, ownHome]);
    expect(comparison.grossYieldPercent.best).toEqual([]);
    expect(compareResults([cheap, ownHome]).irrPercent.best).toEqual([]);
    const tie = compareResults([highRent, cheap, highRent]);
    expect(tie.grossYieldPercent.best).toEqual([0, 2]);
  });

  it("ranks a loan never repaid last on payoff, and a purchase without a loan first", () => {
    const neverRepaid = evaluated({ interestRatePercent: 2, initialRepaymentPercent: 0.1 });
    const cash = evaluated({ equity: 400_000 });
    expect(neverRepaid.payoffMonths).toBeNull();
    expect(cash.payoffMonths).toBe(0);
    expect(compareResults([neverRepaid, cheap]).payoffMonths).toMatchObject({ values: [null, cheap.payoffMonths], best: [1] });
    expect(compareResults([neverRepaid, neverRepaid]).payoffMonths.best).toEqual([]);
    expect(compareResults([cheap, cash, neverRepaid]).payoffMonths.best).toEqual([1]);
  });

  it("compares at most five", () => {
    expect(() => compareResults(Array.from({ length: MAX_COMPARED + 1 }, () => cheap))).toThrow(RangeError);
  });
});
