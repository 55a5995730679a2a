import type { CalculationResult } from "#app/features/calculation/result";
import { chart, type Chart } from "#app/features/calculation/view/charts";

/**
 * The calculator's charts with several calculations on one axis: one chart per series the calculator draws
 * (loan balance, equity in the property, cash flow before and after tax), one line per calculation. Series
 * ids are `c<column index>`, so the page styles and labels them like its table columns.
 */
const OVERLAY_CHARTS = ["balance", "equity", "cashFlowBeforeTax", "cashFlowAfterTax"] as const;
type OverlayChartId = (typeof OVERLAY_CHARTS)[number];

type Point = readonly [number, number];

/** First and last point of one calculation's line: the chart's text alternative states them. */
interface SeriesEnds {
  id: string;
  column: number;
  startYear: number;
  start: number;
  endYear: number;
  end: number;
}

export interface OverlayChart {
  id: OverlayChartId;
  chart: Chart;
  ends: SeriesEnds[];
}

interface Compared {
  result: CalculationResult;
  purchasePrice: number;
}

function points({ result, purchasePrice }: Compared, id: OverlayChartId): Point[] {
  const rows = result.yearly;
  switch (id) {
    case "balance":
      return [[0, result.loanAmount], ...rows.map((row): Point => [row.year, row.balance])];
    case "equity":
      return [[0, purchasePrice - result.loanAmount], ...rows.map((row): Point => [row.year, row.equity])];
    default:
      return rows.flatMap((row): Point[] => (row[id] === null ? [] : [[row.year, row[id]]]));
  }
}

/** Charts for the calculations in column order; a chart no calculation has a line for (cash flow of owner-occupiers) is left out. */
export function buildOverlayCharts(compared: readonly Compared[]): OverlayChart[] {
  return OVERLAY_CHARTS.flatMap((id) => {
    const series = compared.map((item, column) => ({ column, id: `c${column}`, points: points(item, id) })).filter((line) => line.points.length > 0);
    if (series.length === 0) return [];
    const ends = series.map(({ id: seriesId, column, points: line }): SeriesEnds => {
      const first = line[0] as Point;
      const last = line.at(-1) as Point;
      return { id: seriesId, column, startYear: first[0], start: first[1], endYear: last[0], end: last[1] };
    });
    return [{ id, chart: chart(Object.fromEntries(series.map((line) => [line.id, line.points])), []), ends }];
  });
}
