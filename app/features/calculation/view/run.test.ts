import { describe, expect, it } from "vitest";
import { VIEW } from "./chart-view";
import { buildCharts } from "./charts";
import { calculate } from "./run";

const TODAY = "2026-11-22";
const LET = {
  purchasePrice: "300000",
  state: "NW",
  equity: "36210",
  interestRatePercent: "4",
  initialRepaymentPercent: "2",
  coldRentMonthly: "1000",
  contractDate: "2026-03-15",
};

describe("calculate", () => {
  it("evaluates a canonical query like the engine", () => {
    const outcome = calculate(LET, TODAY);
    expect(outcome.ok && outcome.result.monthlyPayment).toBe(1500);
    expect(outcome.ok && outcome.result.purchaseCosts.total).toBe(36_210);
  });

  it("groups the engine's message keys by field, once each", () => {
    const invalid = calculate({ ...LET, purchasePrice: "300.000,00" }, TODAY);
    expect(!invalid.ok && invalid.errors).toEqual({ purchasePrice: ["calculator:errors.purchasePrice.invalid"] });
    const noRepayment = calculate({ ...LET, initialRepaymentPercent: undefined }, TODAY);
    expect(!noRepayment.ok && noRepayment.errors).toEqual({
      initialRepaymentPercent: ["calculator:errors.repayment.chooseOne"],
      monthlyPayment: ["calculator:errors.repayment.chooseOne"],
      termYears: ["calculator:errors.repayment.chooseOne"],
    });
  });
});

describe("charts", () => {
  const outcome = calculate(LET, TODAY);
  if (!outcome.ok) throw new Error("example must be valid");
  const { balance, cashFlow } = buildCharts(outcome.result, outcome.input.purchasePrice);

  it("draws balance and equity from year 0 across the plot", () => {
    expect(balance.series.map((series) => series.id)).toEqual(["balance", "equity"]);
    const balanceLine = balance.series[0]?.line ?? "";
    expect(balanceLine.startsWith(`M${VIEW.left},`)).toBe(true);
    expect(balanceLine).toContain(`${VIEW.width - VIEW.right},${balance.zeroY}`);
    expect(balance.series[0]?.area).toMatch(/Z$/);
    expect(balance.yTicks[0]?.value).toBe(0);
    expect(balance.yTicks.at(-1)?.value).toBeGreaterThanOrEqual(300_000);
  });

  it("puts a negative cash flow below the zero line", () => {
    expect(cashFlow?.series.map((series) => series.id)).toEqual(["cashFlowBeforeTax", "cashFlowAfterTax"]);
    const firstY = Number(/^M[\d.]+,([\d.]+)/.exec(cashFlow?.series[0]?.line ?? "")?.[1]);
    expect(firstY).toBeGreaterThan(cashFlow?.zeroY ?? Infinity);
    expect(cashFlow?.xTicks.every((tick) => Number.isInteger(tick.value))).toBe(true);
  });

  it("has no cash-flow chart for an owner-occupier", () => {
    const home = calculate({ ...LET, coldRentMonthly: undefined }, TODAY);
    expect(home.ok && buildCharts(home.result, 300_000).cashFlow).toBeNull();
  });
});
