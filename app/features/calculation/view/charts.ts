import { scaleLinear } from "d3-scale";
import { area, line } from "d3-shape";
import type { CalculationResult } from "../result";
import { VIEW } from "./chart-view";

/**
 * Chart geometry, computed once (on the server for the first render, in the browser for live updates) and
 * drawn as plain <svg> paths: the page needs no charting code to display a chart. Labels are formatted by
 * the component in the page's locale.
 */

interface ChartSeries {
  id: string;
  line: string;
  /** Filled down to zero, for the loan balance. */
  area?: string;
}

export interface Chart {
  series: ChartSeries[];
  xTicks: { value: number; x: number }[];
  yTicks: { value: number; y: number }[];
  /** Where the value 0 lies, for the baseline. */
  zeroY: number;
}

export interface Charts {
  balance: Chart;
  /** Absent for an owner-occupied property: there is no cash flow to draw. */
  cashFlow: Chart | null;
}

type Point = readonly [number, number];

export function chart(seriesPoints: Record<string, Point[]>, filled: string[]): Chart {
  const all = Object.values(seriesPoints).flat();
  const xs = all.map(([x]) => x);
  const ys = all.map(([, y]) => y);
  const x = scaleLinear()
    .domain([Math.min(...xs), Math.max(...xs, Math.min(...xs) + 1)])
    .range([VIEW.left, VIEW.width - VIEW.right]);
  const y = scaleLinear()
    .domain([Math.min(0, ...ys), Math.max(0, ...ys, 1)])
    .nice(5)
    .range([VIEW.height - VIEW.bottom, VIEW.top]);
  const toLine = line<Point>(
    (point) => x(point[0]),
    (point) => y(point[1]),
  ).digits(1);
  const toArea = area<Point>(
    (point) => x(point[0]),
    y(0),
    (point) => y(point[1]),
  ).digits(1);
  return {
    series: Object.entries(seriesPoints).map(([id, points]) => ({
      id,
      line: toLine(points) ?? "",
      ...(filled.includes(id) ? { area: toArea(points) ?? "" } : {}),
    })),
    xTicks: x
      .ticks(Math.min(8, Math.max(...xs) - Math.min(...xs)))
      .filter(Number.isInteger)
      .map((value) => ({ value, x: round1(x(value)) })),
    yTicks: y.ticks(5).map((value) => ({ value, y: round1(y(value)) })),
    zeroY: round1(y(0)),
  };
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Loan balance and the owner's equity in the property (value − balance), from the purchase (year 0). */
export function buildCharts(result: CalculationResult, purchasePrice: number): Charts {
  const rows = result.yearly;
  const balance: Point[] = [[0, result.loanAmount], ...rows.map((row): Point => [row.year, row.balance])];
  const equity: Point[] = [[0, purchasePrice - result.loanAmount], ...rows.map((row): Point => [row.year, row.equity])];
  const before = rows.flatMap((row): Point[] => (row.cashFlowBeforeTax === null ? [] : [[row.year, row.cashFlowBeforeTax]]));
  const after = rows.flatMap((row): Point[] => (row.cashFlowAfterTax === null ? [] : [[row.year, row.cashFlowAfterTax]]));
  return {
    balance: chart({ balance, equity }, ["balance"]),
    cashFlow: result.ownerOccupied || before.length === 0 ? null : chart({ cashFlowBeforeTax: before, cashFlowAfterTax: after }, []),
  };
}
