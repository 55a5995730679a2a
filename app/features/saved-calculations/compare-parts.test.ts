import { describe, expect, it } from "vitest";
import { calculate } from "#app/features/calculation/view/run";
import { parseCompareIds } from "./compare-ids";
import { copyName } from "./form-schemas";
import { NAME_MAX } from "./limits";
import { buildOverlayCharts } from "./overlay-charts";

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

describe("/compare's ids", () => {
  it("reads repeated and comma-separated ids, in order, without duplicates", () => {
    const params = new URLSearchParams([
      ["ids", id(2)],
      ["ids", `${id(1)}, ${id(2).toUpperCase()}`],
    ]);
    expect(parseCompareIds(params)).toEqual({ ids: [id(2), id(1)], tooMany: false, malformed: 0 });
  });

  it("counts what is not an id, and flags more than five distinct ids", () => {
    expect(parseCompareIds(new URLSearchParams("ids=abc&ids=" + id(1)))).toEqual({ ids: [id(1)], tooMany: false, malformed: 1 });
    const six = new URLSearchParams([1, 2, 3, 4, 5, 6].map((n) => ["ids", id(n)]));
    expect(parseCompareIds(six).tooMany).toBe(true);
    const fiveTwice = new URLSearchParams([1, 2, 3, 4, 5, 5].map((n) => ["ids", id(n)]));
    expect(parseCompareIds(fiveTwice).tooMany).toBe(false);
  });
});

describe("names of copies", () => {
  it("adds the suffix and still fits the column", () => {
    expect(copyName("Flat", " (copy)")).toBe("Flat (copy)");
    const long = copyName("x".repeat(NAME_MAX), " (Kopie)");
    expect(long).toHaveLength(NAME_MAX);
    expect(long.endsWith(" (Kopie)")).toBe(true);
  });
});

describe("overlaid charts", () => {
  const evaluate = (query: Record<string, string>) => {
    const outcome = calculate(
      { state: "NW", equity: "60000", interestRatePercent: "3.8", initialRepaymentPercent: "2", contractDate: "2026-01-15", ...query },
      "2026-11-22",
    );
    if (!outcome.ok) throw new Error("invalid");
    return { result: outcome.result, purchasePrice: outcome.input.purchasePrice };
  };

  it("draws one line per calculation and leaves out the cash flow of a property nobody lets", () => {
    const let_ = evaluate({ purchasePrice: "300000", coldRentMonthly: "1000" });
    const ownHome = evaluate({ purchasePrice: "400000" });
    const charts = buildOverlayCharts([let_, ownHome]);
    expect(charts.map((chart) => chart.id)).toEqual(["balance", "equity", "cashFlowBeforeTax", "cashFlowAfterTax"]);
    expect(charts[0]?.chart.series.map((series) => series.id)).toEqual(["c0", "c1"]);
    expect(charts[2]?.chart.series.map((series) => series.id)).toEqual(["c0"]);
    expect(charts[0]?.ends[1]).toMatchObject({
      column: 1,
      startYear: 0,
      start: ownHome.result.loanAmount,
      end: ownHome.result.yearly.at(-1)?.balance,
    });
    expect(buildOverlayCharts([ownHome]).map((chart) => chart.id)).toEqual(["balance", "equity"]);
  });
});
