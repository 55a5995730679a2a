import { useTranslation } from "#app/platform/i18n/use-translation";
import type { CalculationInput } from "../inputs";
import type { ResultSummary } from "../result";
import type { Calculation, ScheduleLinks } from "./results";
import { Section, TableScroller } from "./figure-list";
import type { Formatters } from "../view/format";
import { MONTHLY_COLUMNS, monthlyRows, yearlyColumns } from "../view/schedule-rows";

// Cell styles set once on the table (a monthly table has thousands of cells); the first column stays in view.
const table = [
  "w-full border-collapse text-sm tabular-nums",
  "[&_th,&_td]:px-3 [&_th,&_td]:py-1.5 [&_th,&_td]:text-right [&_th,&_td]:whitespace-nowrap",
  "[&_thead_th]:bg-subtle [&_thead_th]:font-semibold [&_tbody_tr]:border-t [&_tbody_tr]:border-border [&_tbody_th]:bg-surface [&_tbody_th]:font-normal",
  "[&_tr>:first-child]:sticky [&_tr>:first-child]:left-0 [&_tr>:first-child]:text-left print:[&_tr>:first-child]:static",
  // On A4 all 15 columns must fit: narrow cells, headers may wrap.
  "print:text-[6.5pt] print:[&_th,&_td]:px-0.5 print:[&_th,&_td]:py-0.5 print:[&_thead_th]:whitespace-normal print:[&_thead_th]:[overflow-wrap:anywhere]",
].join(" ");

/**
 * The yearly schedule, every month on request (a link to the same URL with `?months=all`, so no JavaScript
 * is needed and the usual page carries no monthly rows), and the CSV links, which always hold every month.
 */
export function ScheduleTables(props: {
  input: CalculationInput;
  result: ResultSummary;
  months: Calculation["months"];
  format: Formatters;
  links: ScheduleLinks;
}) {
  const { t } = useTranslation("calculator");
  const { result, months, format, links } = props;
  const columns = yearlyColumns(result.ownerOccupied);
  const amount = (value: number | null) => (value === null ? "–" : format.number(value, 2));
  return (
    <Section id="schedule" title={t("schedule.title")}>
      <p className="text-sm text-muted">{t("schedule.amountsInEuro")}</p>
      <TableScroller label={t("schedule.yearly")}>
        <table className={table}>
          <caption className="sr-only">{`${t("schedule.title")}: ${t("schedule.yearly")}`}</caption>
          <HeadRow columns={["year", ...columns]} />
          <tbody>
            {result.yearly.map((row) => (
              <tr key={row.year}>
                <th scope="row">{row.year}</th>
                {columns.map((column) => (
                  <td key={column}>{amount(row[column])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
      {months.schedule ? (
        <div id="schedule-monthly" className="flex scroll-mt-4 flex-col gap-3 print:hidden">
          <TableScroller label={t("schedule.monthly")}>
            <table className={table}>
              <caption className="sr-only">{`${t("schedule.title")}: ${t("schedule.monthly")}`}</caption>
              <HeadRow columns={["month", "date", ...MONTHLY_COLUMNS]} />
              <tbody>
                {monthlyRows(months.schedule, props.input.contractDate).map((row) => (
                  <tr key={row.month}>
                    <th scope="row">{row.month}</th>
                    <td>{format.date(row.date)}</td>
                    {MONTHLY_COLUMNS.map((column) => (
                      <td key={column}>{amount(row[column])}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
          <a href={links.months.yearly} className="w-fit font-semibold text-accent-strong underline">
            {t("schedule.showYearly")}
          </a>
        </div>
      ) : months.count > 0 ? (
        <a href={links.months.all} className="w-fit font-semibold text-accent-strong underline print:hidden">
          {t("schedule.showMonthly", { count: months.count })}
        </a>
      ) : null}
      <p className="flex flex-wrap gap-x-6 gap-y-2 print:hidden">
        <a href={links.csv("yearly")} download className="font-semibold text-accent-strong underline">
          {t("schedule.downloadYearly")}
        </a>
        <a href={links.csv("monthly")} download className="font-semibold text-accent-strong underline">
          {t("schedule.downloadMonthly")}
        </a>
      </p>
    </Section>
  );
}

function HeadRow({ columns }: { columns: readonly string[] }) {
  const { t } = useTranslation("calculator");
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            {t(`schedule.columns.${column}`)}
          </th>
        ))}
      </tr>
    </thead>
  );
}
