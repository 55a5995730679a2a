import { useTranslation } from "#app/platform/i18n/use-translation";
import type { Locale } from "#app/platform/i18n/locales";
import type { CalculationInput } from "../inputs";
import type { CalculationResult, ResultSummary } from "../result";
import type { Charts } from "../view/charts";
import { ChartsSection } from "./charts-section";
import { costLines, moreFigures } from "./cost-figures";
import { FigureList, Section, TableScroller } from "./figure-list";
import { formatters } from "../view/format";
import { HowWeCalculate } from "./how-we-calculate";
import { keyFigures } from "./key-figures";
import { ScheduleTables } from "./schedule-tables";

export interface Calculation {
  input: CalculationInput;
  result: ResultSummary;
  charts: Charts;
  /** How many months the schedule has, and their rows only when the page asked for all of them. */
  months: { count: number; schedule: CalculationResult["monthly"] | null };
}

export interface ScheduleLinks {
  csv: (period: "yearly" | "monthly") => string;
  /** The same page with every month, or with the years only. */
  months: { all: string; yearly: string };
}

/** Everything the engine returns, key figures first; also the printed report. */
export function Results(props: { calculation: Calculation; locale: Locale; links: ScheduleLinks }) {
  const { t } = useTranslation("calculator");
  const { input, result, charts, months } = props.calculation;
  const format = formatters(props.locale);
  return (
    <div className="flex flex-col gap-8">
      <Section id="key-figures" title={t("results.keyFigures")}>
        {result.ownerOccupied ? <p className="text-muted">{t("results.ownerOccupied")}</p> : null}
        <FigureList figures={keyFigures(result, t, format)} emphasis />
      </Section>

      <Section id="purchase-costs" title={t("results.purchaseCosts.title")}>
        <TableScroller label={t("results.purchaseCosts.table")}>
          <table className="w-full border-collapse text-sm">
            <tbody>
              {costLines(input, result, t, format).map((line) => (
                <tr key={line.id} className={line.total ? "border-t-2 border-border font-semibold" : "border-t border-border first:border-t-0"}>
                  <th scope="row" className="px-3 py-2 text-left font-[inherit]">
                    {line.label}
                    {line.note ? <span className="block text-xs font-normal text-muted">{line.note}</span> : null}
                  </th>
                  <td className="px-3 py-2 text-right whitespace-nowrap text-muted">{line.rate ?? ""}</td>
                  <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{line.amount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      </Section>

      <Section id="more-figures" title={t("results.moreFigures")}>
        <FigureList figures={moreFigures(result, t, format)} />
      </Section>

      <ChartsSection input={input} result={result} charts={charts} format={format} />
      <ScheduleTables input={input} result={result} months={months} format={format} links={props.links} />
      <HowWeCalculate />
    </div>
  );
}
