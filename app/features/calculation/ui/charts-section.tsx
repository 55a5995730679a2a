import { useTranslation } from "#app/platform/i18n/use-translation";
import type { CalculationInput } from "../inputs";
import type { ResultSummary } from "../result";
import { ChartFigure, type SeriesStyle } from "./chart-figure";
import type { Chart, Charts } from "../view/charts";
import { Section } from "./figure-list";
import type { Formatters } from "../view/format";

type Styles = Record<string, Omit<SeriesStyle, "label">>;

const BALANCE_STYLES: Styles = {
  balance: { stroke: "stroke-accent", fill: "fill-accent/15" },
  equity: { stroke: "stroke-success", dashed: true },
};
const CASH_FLOW_STYLES: Styles = {
  cashFlowBeforeTax: { stroke: "stroke-accent" },
  cashFlowAfterTax: { stroke: "stroke-warn", dashed: true },
};

export function ChartsSection(props: { input: CalculationInput; result: ResultSummary; charts: Charts; format: Formatters }) {
  const { t } = useTranslation("calculator");
  const { result, charts, format } = props;
  const last = result.yearly.at(-1);
  const first = result.yearly[0];
  // The balance's sentence ends where the loan does, when it is repaid before the chart's last year.
  const balanceEnd = result.yearly.find((row) => row.balance === 0) ?? last;
  // Axis labels stay short enough for a phone: large amounts in thousands, the unit beside the legend.
  const yAxis = (chart: Chart) =>
    Math.max(...chart.yTicks.map((tick) => Math.abs(tick.value))) >= 10_000
      ? { formatY: (value: number) => format.number(value / 1000, value % 1000 === 0 ? 0 : 1), yUnit: t("charts.thousandEuro") }
      : { formatY: (value: number) => format.number(value, 0), yUnit: t("charts.euro") };
  const labelled = (styles: Styles, prefix: string): Record<string, SeriesStyle> =>
    Object.fromEntries(Object.entries(styles).map(([id, style]) => [id, { ...style, label: t(`${prefix}.${id}`) }]));
  return (
    <Section id="charts" title={t("charts.title")}>
      <div className="grid gap-4 print:grid-cols-2">
        <ChartFigure
          title={t("charts.balance.title")}
          summary={t("charts.balance.summary", {
            start: format.money(result.loanAmount),
            end: format.money(balanceEnd?.balance ?? 0),
            year: balanceEnd?.year ?? 0,
            equityStart: format.money(props.input.purchasePrice - result.loanAmount),
            equityEnd: format.money(last?.equity ?? 0),
          })}
          chart={charts.balance}
          styles={labelled(BALANCE_STYLES, "charts.balance.series")}
          {...yAxis(charts.balance)}
          xLabel={t("charts.year")}
        />
        {charts.cashFlow && first && last ? (
          <ChartFigure
            title={t("charts.cashFlow.title")}
            summary={t("charts.cashFlow.summary", {
              before: format.money(first.cashFlowBeforeTax ?? 0),
              after: format.money(first.cashFlowAfterTax ?? 0),
              year: last.year,
              beforeEnd: format.money(last.cashFlowBeforeTax ?? 0),
              afterEnd: format.money(last.cashFlowAfterTax ?? 0),
            })}
            chart={charts.cashFlow}
            styles={labelled(CASH_FLOW_STYLES, "charts.cashFlow.series")}
            {...yAxis(charts.cashFlow)}
            xLabel={t("charts.year")}
          />
        ) : null}
      </div>
    </Section>
  );
}
