import type { SeriesStyle } from "#app/features/calculation/ui/chart-figure";

/**
 * One look per compared calculation (column), used for its chart lines and the swatch beside its name.
 * Lines differ by dash pattern as well as colour, so they stay apart without colour vision and in print.
 */
const COLUMN_STYLES: readonly Omit<SeriesStyle, "label">[] = [
  { stroke: "stroke-accent" },
  { stroke: "stroke-success", dash: "9 5" },
  { stroke: "stroke-warn", dash: "2 4" },
  { stroke: "stroke-danger", dash: "12 4 2 4" },
  { stroke: "stroke-fg", dash: "5 3" },
];

export function columnStyle(column: number): Omit<SeriesStyle, "label"> {
  return COLUMN_STYLES[column % COLUMN_STYLES.length] ?? { stroke: "stroke-fg" };
}
