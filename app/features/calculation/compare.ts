import type { CalculationResult } from "./result";

/**
 * Side-by-side comparison of up to five evaluated calculations: for each key figure, which of them is best.
 * Metric names are the result's field paths, so the UI, the API and the catalogue use one vocabulary.
 */
export const MAX_COMPARED = 5;

export type Direction = "lower" | "higher";

export const COMPARED_METRICS = {
  "purchaseCosts.total": "lower",
  totalInvestment: "lower",
  monthlyPayment: "lower",
  residualDebtEndOfFixedRate: "lower",
  payoffMonths: "lower",
  totalInterest: "lower",
  grossYieldPercent: "higher",
  netYieldPercent: "higher",
  purchasePriceFactor: "lower",
  cashFlowBeforeTaxMonthly: "higher",
  cashFlowAfterTaxMonthly: "higher",
  equityReturnPercent: "higher",
  "sale.proceeds": "higher",
  irrPercent: "higher",
} as const satisfies Record<string, Direction>;

export type ComparedMetric = keyof typeof COMPARED_METRICS;

export interface MetricComparison {
  direction: Direction;
  /**
   * One value per result, in the order given; null where the figure does not apply (e.g. no rent), and on
   * payoffMonths for a loan not repaid within the schedule's 100 years, which ranks last there.
   */
  values: (number | null)[];
  /** Indices of the best result(s); ties share the place. Empty when fewer than two values can be compared or all are equal. */
  best: number[];
}

function metricValue(result: CalculationResult, metric: ComparedMetric): number | null {
  switch (metric) {
    case "purchaseCosts.total":
      return result.purchaseCosts.total;
    case "sale.proceeds":
      return result.sale.proceeds;
    default:
      return result[metric];
  }
}

export function compareResults(results: readonly CalculationResult[]): Record<ComparedMetric, MetricComparison> {
  if (results.length > MAX_COMPARED) throw new RangeError(`At most ${MAX_COMPARED} calculations can be compared`);
  const comparison = {} as Record<ComparedMetric, MetricComparison>;
  for (const metric of Object.keys(COMPARED_METRICS) as ComparedMetric[]) {
    const direction = COMPARED_METRICS[metric];
    const values = results.map((result) => metricValue(result, metric));
    comparison[metric] = { direction, values, best: bestIndices(values, direction, metric === "payoffMonths") };
  }
  return comparison;
}

function bestIndices(values: readonly (number | null)[], direction: Direction, nullRanksLast: boolean): number[] {
  const present = values.filter((value): value is number => value !== null);
  const ranked = nullRanksLast ? values.length : present.length;
  if (ranked < 2 || present.length === 0) return [];
  const best = direction === "lower" ? Math.min(...present) : Math.max(...present);
  if (present.length === ranked && present.every((value) => value === best)) return [];
  const indices: number[] = [];
  values.forEach((value, index) => {
    if (value === best) indices.push(index);
  });
  return indices;
}
