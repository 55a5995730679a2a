import { describe, expect, it } from "vitest";
import { calculate } from "./run";
import { pageCalculation } from "./live";

const TODAY = "2026-11-22";
const LET = {
  purchasePrice: "300000",
  state: "NW",
  equity: "36210",
  interestRatePercent: "4",
  initialRepaymentPercent: "2",
  coldRentMonthly: "1000",
};

describe("pageCalculation", () => {
  it("carries the number of months but not their rows unless every month is asked for", () => {
    const engine = calculate(LET, TODAY);
    if (!engine.ok) throw new Error("the example must calculate");
    const months = engine.result.monthly.balance.length;
    expect(months).toBeGreaterThan(300);

    const usual = pageCalculation(LET, TODAY).calculation;
    expect(usual?.months).toEqual({ count: months, schedule: null });
    expect(usual?.result).not.toHaveProperty("monthly");
    expect(usual?.result.yearly).toEqual(engine.result.yearly);

    const all = pageCalculation(LET, TODAY, true).calculation;
    expect(all?.months).toEqual({ count: months, schedule: engine.result.monthly });
  });
});
