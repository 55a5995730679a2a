import { describe, expect, it } from "vitest";
import { decliningBalanceBar, depreciationPlan, depreciationSchedule, linearRatePercent, renovationIsCapitalised } from "./depreciation";

describe("depreciation rate by year of completion", () => {
  it.each([
    [1900, 2.5],
    [1924, 2.5],
    [1925, 2],
    [2022, 2],
    [2023, 3],
    [2026, 3],
    [undefined, 2],
  ])("completed %s: %s %%", (year, rate) => {
    expect(linearRatePercent(year)).toBe(rate);
  });
});

describe("depreciation schedule", () => {
  it("is a straight line that stops at the book value", () => {
    const amounts = depreciationSchedule({ method: "linear", ratePercent: 2.5, base: 100_000 }, 42);
    expect(amounts[0]).toBe(2500);
    expect(amounts[39]).toBe(2500);
    expect(amounts[40]).toBe(0);
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(100_000);
  });

  it("takes 5 % of the remaining value for an eligible new build and switches to linear later", () => {
    const plan = depreciationPlan(100_000, 2025, "2025-03-01", true);
    expect(plan).toEqual({ method: "decliningBalance", ratePercent: 5, base: 100_000 });
    const amounts = depreciationSchedule(plan, 40);
    expect(amounts.slice(0, 2)).toEqual([5000, 4750]);
    // Late in the useful life the straight line over the years left exceeds 5 % of the remaining value.
    const lastYears = amounts.slice(30, 34);
    expect(lastYears[1]).toBeGreaterThanOrEqual(lastYears[0] ?? 0);
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBeCloseTo(100_000, 2);
  });

  it("falls back to straight-line when the building is not new", () => {
    expect(depreciationPlan(100_000, 2010, "2025-03-01", true)).toEqual({ method: "linear", ratePercent: 2, base: 100_000 });
    expect(depreciationPlan(100_000, 2023, "2026-11-26", true)).toEqual({ method: "linear", ratePercent: 3, base: 100_000 });
  });
});

describe("declining balance for a purchase (§ 7 Abs. 5a EStG)", () => {
  it.each([
    [2026, "2026-11-26", null],
    [2028, "2026-11-26", null],
    [2023, "2023-10-01", null],
    [2029, "2029-09-30", null],
    [2022, "2026-11-26", "notNewBuild"],
    [undefined, "2026-11-26", "notNewBuild"],
    // A 2023 building bought in 2026: new, but not acquired by the end of its year of completion.
    [2023, "2026-11-26", "boughtAfterCompletionYear"],
    [2023, "2023-09-30", "contractOutsideWindow"],
    [2023, "2023-05-01", "contractOutsideWindow"],
    [2030, "2029-10-01", "contractOutsideWindow"],
    [2030, "2030-03-01", "contractOutsideWindow"],
  ] as const)("completed %s, contract %s: %s", (year, contractDate, bar) => {
    expect(decliningBalanceBar(year, contractDate)).toBe(bar);
  });
});

describe("15 % rule for renovation", () => {
  it("capitalises renovation above 15 % of the building's cost only", () => {
    expect(renovationIsCapitalised(15_000, 100_000)).toBe(false);
    expect(renovationIsCapitalised(15_000.01, 100_000)).toBe(true);
  });
});
