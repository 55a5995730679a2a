import { useTranslation } from "#app/platform/i18n/use-translation";
import { ChartFigure, type SeriesStyle } from "#app/features/calculation/ui/chart-figure";
import type { Chart } from "#app/features/calculation/view/charts";
import { formatters } from "#app/features/calculation/view/format";
import type { Locale } from "#app/platform/i18n/locales";
import type { ComparedColumn } from "../compare.server";
import type { OverlayChart } from "../overlay-charts";
import { columnStyle } from "./series-styles";

/** The calculator's charts with one line per compared calculation; each caption states every line's start and end. */
export function OverlayChartsSection({ charts, columns, locale }: { charts: OverlayChart[]; columns: ComparedColumn[]; locale: Locale }) {
  const { t } = useTranslation(["saved", "calculator"]);
  const format = formatters(locale);
  const styles: Record<string, SeriesStyle> = Object.fromEntries(
    columns.map((column, index) => [`c${index}`, { ...columnStyle(index), label: column.name }]),
  );
  // Large amounts in thousands keep the axis labels short on a phone, as on the calculator page.
  const axis = (chart: Chart) =>
    Math.max(...chart.yTicks.map((tick) => Math.abs(tick.value))) >= 10_000
      ? { formatY: (value: number) => format.number(value / 1000, value % 1000 === 0 ? 0 : 1), yUnit: t("calculator:charts.thousandEuro") }
      : { formatY: (value: number) => format.number(value, 0), yUnit: t("calculator:charts.euro") };
  return (
    <section aria-labelledby="compare-charts" className="flex flex-col gap-3">
      <h2 id="compare-charts" className="text-2xl font-bold">
        {t("compare.charts.title")}
      </h2>
      <p className="text-muted">{t("compare.charts.intro")}</p>
      <div className="grid gap-4 md:grid-cols-2">
        {charts.map((overlay) => (
          <div key={overlay.id} data-chart={overlay.id}>
            <ChartFigure
              title={t(`compare.charts.${overlay.id}`)}
              summary={overlay.ends
                .map((ends) =>
                  t("compare.charts.seriesEnds", {
                    name: columns[ends.column]?.name ?? "",
                    start: format.money(ends.start),
                    startYear: ends.startYear,
                    end: format.money(ends.end),
                    endYear: ends.endYear,
                  }),
                )
                .join("; ")}
              chart={overlay.chart}
              styles={styles}
              {...axis(overlay.chart)}
              xLabel={t("calculator:charts.year")}
              headingLevel={3}
            />
          </div>
        ))}
      </div>
    </section>
  );
}
