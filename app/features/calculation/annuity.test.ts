import { describe, expect, it } from "vitest";
import { annuityFromInitialRepayment, annuityFromTerm, effectiveAnnualRatePercent, residualDebt } from "./annuity";

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
  it("repays 240,000 at 3.5 % over 25 years with 1,201.50", () => {
    expect(annuityFromTerm(240_000, 3.5, 300)).toBe(1201.5);
  });

  it("divides evenly without interest", () => {
    expect(annuityFromTerm(120_000, 0, 240)).toBe(500);
  });
});

describe("closed formulas", () => {
  it("gives the effective rate of monthly compounding", () => {
    expect(effectiveAnnualRatePercent(4)).toBeCloseTo(4.0742, 4);
    expect(effectiveAnnualRatePercent(0)).toBe(0);
  });

  it("matches the rounded schedule's residual debt within a few euros", () => {
    // The exact schedule (rounded monthly interest) gives 226,375.13 after 120 payments.
    expect(residualDebt(300_000, 4, 1500, 120)).toBeCloseTo(226_375, -1);
    expect(residualDebt(1200, 0, 100, 24)).toBe(0);
  });
});
