import { useId } from "react";
import type { Chart } from "../view/charts";
import { VIEW } from "../view/chart-view";

export interface SeriesStyle {
  label: string;
  /** Tailwind stroke/fill classes from the theme tokens, so the chart follows light and dark mode. */
  stroke: string;
  fill?: string;
  dashed?: boolean;
  /** An own dash pattern (SVG stroke-dasharray), for charts with more lines than "solid or dashed" tells apart. */
  dash?: string;
}

const AXIS_FONT = 20;

/**
 * A line chart drawn from precomputed geometry. The summary in the caption is its text alternative (the
 * schedule table below holds every value); lines differ by dash as well as colour.
 */
export function ChartFigure(props: {
  title: string;
  summary: string;
  chart: Chart;
  styles: Record<string, SeriesStyle>;
  formatY: (value: number) => string;
  yUnit: string;
  xLabel: string;
  /** The title's heading level: 4 below the calculator's results sections, 3 where the charts section is an h2. */
  headingLevel?: 3 | 4;
}) {
  const id = useId();
  const { chart, styles } = props;
  const Heading = props.headingLevel === 3 ? "h3" : "h4";
  return (
    <figure aria-labelledby={`${id}-title`} className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-3 break-inside-avoid">
      <Heading id={`${id}-title`} className="font-semibold">
        {props.title}
      </Heading>
      <svg viewBox={`0 0 ${VIEW.width} ${VIEW.height}`} className="h-auto w-full" role="img" aria-labelledby={`${id}-title ${id}-summary`}>
        {chart.yTicks.map((tick) => (
          <g key={tick.value}>
            <line x1={VIEW.left} x2={VIEW.width - VIEW.right} y1={tick.y} y2={tick.y} className="stroke-border" strokeWidth={1} />
            <text x={VIEW.left - 8} y={tick.y} dy="0.35em" textAnchor="end" fontSize={AXIS_FONT} className="fill-muted">
              {props.formatY(tick.value)}
            </text>
          </g>
        ))}
        <line x1={VIEW.left} x2={VIEW.width - VIEW.right} y1={chart.zeroY} y2={chart.zeroY} className="stroke-muted" strokeWidth={1.5} />
        {chart.xTicks.map((tick) => (
          <text key={tick.value} x={tick.x} y={VIEW.height - 8} textAnchor="middle" fontSize={AXIS_FONT} className="fill-muted">
            {tick.value}
          </text>
        ))}
        {chart.series.map((series) => {
          const style = styles[series.id];
          return (
            <g key={series.id}>
              {series.area ? <path d={series.area} className={style?.fill} /> : null}
              <path
                d={series.line}
                fill="none"
                strokeWidth={3}
                strokeDasharray={style?.dash ?? (style?.dashed ? "10 6" : undefined)}
                className={style?.stroke}
              />
            </g>
          );
        })}
      </svg>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden="true">
        {chart.series.map((series) => {
          const style = styles[series.id];
          return (
            <li key={series.id} className="flex items-center gap-2">
              <svg width="28" height="10" viewBox="0 0 28 10">
                <line
                  x1="0"
                  x2="28"
                  y1="5"
                  y2="5"
                  strokeWidth={3}
                  strokeDasharray={style?.dash ?? (style?.dashed ? "6 3" : undefined)}
                  className={style?.stroke}
                />
              </svg>
              {style?.label}
            </li>
          );
        })}
        <li className="text-muted">
          y: {props.yUnit} · x: {props.xLabel}
        </li>
      </ul>
      <figcaption id={`${id}-summary`} className="text-sm text-muted">
        {props.summary}
      </figcaption>
    </figure>
  );
}
