import type { Locale } from "#app/platform/i18n/locales";
import type { CalculationInput } from "../inputs";
import type { CalculationResult } from "../result";
import { MONTHLY_COLUMNS, monthlyRows, yearlyColumns } from "./schedule-rows";

export type SchedulePeriod = "yearly" | "monthly";

/**
 * The schedule as CSV for spreadsheets: German files use ";" between fields and a decimal comma (what
 * Excel and LibreOffice expect with German settings), English ones "," and a decimal point. No thousands
 * separators; dates in ISO form, which every spreadsheet reads. Rows end in CRLF (RFC 4180); the byte-order
 * mark makes Excel read the file as UTF-8.
 */
const SEPARATOR: Record<Locale, string> = { en: ",", de: ";" };

export function scheduleCsv(options: {
  result: CalculationResult;
  input: Pick<CalculationInput, "contractDate">;
  period: SchedulePeriod;
  locale: Locale;
  /** Translates `schedule.columns.<id>` in the calculator namespace. */
  columnLabel: (id: string) => string;
}): string {
  const { result, input, period, locale, columnLabel } = options;
  const separator = SEPARATOR[locale];
  const amount = (value: number | null) => (value === null ? "" : locale === "de" ? value.toFixed(2).replace(".", ",") : value.toFixed(2));
  const cell = (text: string) => (text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  const lines: string[][] = [];
  if (period === "yearly") {
    const columns = yearlyColumns(result.ownerOccupied);
    lines.push(["year", ...columns].map(columnLabel));
    for (const row of result.yearly) lines.push([String(row.year), ...columns.map((column) => amount(row[column]))]);
  } else {
    lines.push(["month", "date", ...MONTHLY_COLUMNS].map(columnLabel));
    for (const row of monthlyRows(result.monthly, input.contractDate)) {
      lines.push([String(row.month), row.date, ...MONTHLY_COLUMNS.map((column) => amount(row[column]))]);
    }
  }
  return `\uFEFF${lines.map((line) => line.map(cell).join(separator)).join("\r\n")}\r\n`;
}
