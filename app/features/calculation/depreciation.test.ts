import { describe, expect, it } from "vitest";
import { depreciationPlan, depreciationSchedule, linearRatePercent, renovationIsCapitalised } from "./depreciation";

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
    const plan = depreciationPlan(100_000, 2025, true);
    expect(plan).toEqual({ method: "decliningBalance", ratePercent: 5, base: 100_000 });
    const amounts = depreciationSchedule(plan, 40);
    expect(amounts.slice(0, 2)).toEqual([5000, 4750]);
    // Late in the useful life the straight line over the years left exceeds 5 % of the remaining value.
    const lastYears = amounts.slice(30, 34);
    expect(lastYears[1]).toBeGreaterThanOrEqual(lastYears[0] ?? 0);
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBeCloseTo(100_000, 2);
  });

  it("falls back to straight-line when the building is not new", () => {
    expect(depreciationPlan(100_000, 2010, true)).toEqual({ method: "linear", ratePercent: 2, base: 100_000 });
  });
});

describe("15 % rule for renovation", () => {
  it("capitalises renovation above 15 % of the building's cost only", () => {
    expect(renovationIsCapitalised(15_000, 100_000)).toBe(false);
    expect(renovationIsCapitalised(15_000.01, 100_000)).toBe(true);
  });
});
