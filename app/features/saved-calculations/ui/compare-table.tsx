import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "#app/platform/i18n/use-translation";
import { Link } from "#app/components/link";
import type { ComparedMetric } from "#app/features/calculation/compare";
import { formatters, type Formatters } from "#app/features/calculation/view/format";
import { duration } from "#app/features/calculation/ui/key-figures";
import { localizePath, type Locale } from "#app/platform/i18n/locales";
import type { ComparedColumn, ComparedRow } from "../compare.server";
import { Swatch } from "./swatch";

const METRIC_KIND: Record<ComparedMetric, "money" | "percent" | "factor" | "months"> = {
  "purchaseCosts.total": "money",
  totalInvestment: "money",
  monthlyPayment: "money",
  residualDebtEndOfFixedRate: "money",
  payoffMonths: "months",
  totalInterest: "money",
  grossYieldPercent: "percent",
  netYieldPercent: "percent",
  purchasePriceFactor: "factor",
  cashFlowBeforeTaxMonthly: "money",
  cashFlowAfterTaxMonthly: "money",
  equityReturnPercent: "percent",
  "sale.proceeds": "money",
  irrPercent: "percent",
};

function formatMetric(metric: ComparedMetric, value: number, format: Formatters, t: TFunction): string {
  switch (METRIC_KIND[metric]) {
    case "money":
      return format.money(value);
    case "percent":
      return format.percent(value);
    case "factor":
      return format.number(value, 2);
    case "months":
      return duration(t, Math.floor(value / 12), value % 12);
  }
}

// A fixed width, so the region's scroll padding (scroll-ps-*) can keep focus clear of this column
// (WCAG 2.4.11); long German labels break inside it instead of widening it.
const stickyCell = "sticky left-0 z-10 w-36 min-w-36 bg-surface px-3 py-2 text-left hyphens-auto wrap-anywhere sm:w-48 sm:min-w-48";

/**
 * Inputs and key figures side by side. The first column stays in place while the table scrolls sideways;
 * the best value of a row is marked by a "best value" label with an icon, not by colour alone.
 */
export function CompareTable({ columns, rows, locale }: { columns: ComparedColumn[]; rows: ComparedRow[]; locale: Locale }) {
  const { t } = useTranslation(["saved", "calculator"]);
  const { t: tc } = useTranslation("calculator");
  const format = formatters(locale);
  // Payoff has words where a number would mislead: a loan never repaid, or a purchase with no loan at all.
  const cellText = (metric: ComparedMetric, value: number | null) =>
    metric !== "payoffMonths" ? null : value === null ? tc("results.notRepaid") : value === 0 ? tc("results.noLoanShort") : null;
  const notApplicable = (
    <>
      <span aria-hidden="true">–</span>
      <span className="sr-only">{tc("results.notApplicable")}</span>
    </>
  );
  const inputRow = (field: string, render: (column: ComparedColumn) => ReactNode) => (
    <tr key={field} className="border-t border-border">
      <th scope="row" className={`${stickyCell} font-semibold`}>
        {tc(`fields.${field}.label`)}
      </th>
      {columns.map((column) => (
        <td key={column.id} className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
          {render(column)}
        </td>
      ))}
    </tr>
  );
  return (
    <div
      role="region"
      aria-labelledby="compare-caption"
      tabIndex={0}
      // relative: the cells' screen-reader-only spans are absolutely positioned and must scroll with the table,
      // not stretch the page (375 px: 313 px too wide with "not let" calculations).
      className="relative max-w-full scroll-ps-36 overflow-x-auto rounded-lg border border-border bg-surface sm:scroll-ps-48"
    >
      <table className="w-full border-collapse text-sm">
        <caption id="compare-caption" className="sr-only">
          {t("compare.tableLabel")}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={`${stickyCell} align-bottom`}>
              {t("compare.figure")}
            </th>
            {columns.map((column, index) => (
              <th key={column.id} scope="col" className="min-w-40 px-3 py-2 text-right align-bottom">
                <span className="inline-flex items-center gap-2">
                  <Swatch column={index} />
                  <Link to={localizePath("/calculator", locale) + column.search} className="break-words">
                    {column.name}
                  </Link>
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <GroupRow label={t("compare.inputs")} span={columns.length + 1} />
          {inputRow("purchasePrice", (column) => format.money(column.input.purchasePrice))}
          {inputRow("state", (column) => tc(`states.${column.input.state}`))}
          {inputRow("equity", (column) => format.money(column.input.equity))}
          {inputRow("interestRatePercent", (column) => format.percent(column.input.interestRatePercent))}
          {inputRow("coldRentMonthly", (column) =>
            column.input.coldRentMonthly === undefined ? t("compare.ownerOccupied") : format.money(column.input.coldRentMonthly),
          )}
        </tbody>
        <tbody>
          <GroupRow label={t("compare.results")} span={columns.length + 1} />
          {rows.map((row) => (
            <tr key={row.metric} data-metric={row.metric} className="border-t border-border">
              <th scope="row" className={`${stickyCell} font-normal`}>
                <span className="block font-semibold">{tc(`results.${row.metric}`)}</span>
                <span className="block text-xs text-muted">{tc(row.direction === "lower" ? "compare.lowerIsBetter" : "compare.higherIsBetter")}</span>
              </th>
              {row.values.map((value, index) => {
                const best = row.best.includes(index);
                return (
                  <td
                    key={columns[index]?.id ?? index}
                    data-best={best ? "true" : undefined}
                    className={`px-3 py-2 text-right align-top ${best ? "bg-subtle font-bold" : ""}`}
                  >
                    <span className="whitespace-nowrap tabular-nums">
                      {cellText(row.metric, value) ?? (value === null ? notApplicable : formatMetric(row.metric, value, format, tc))}
                    </span>
                    {best ? <BestMark label={tc("compare.best")} /> : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function GroupRow({ label, span }: { label: string; span: number }) {
  return (
    <tr className="border-t border-border bg-subtle">
      <th scope="rowgroup" colSpan={span} className="px-3 py-1.5 text-left text-xs font-semibold tracking-wide uppercase">
        <span className="sticky left-3">{label}</span>
      </th>
    </tr>
  );
}

function BestMark({ label }: { label: string }) {
  return (
    <span className="mt-1 flex items-center justify-end gap-1 text-xs font-semibold">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-success">
        <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
      </svg>
      {label}
    </span>
  );
}
