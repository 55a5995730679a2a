import { describe, expect, it } from "vitest";
import en from "../../../locales/en/calculator.json";
import de from "../../../locales/de/calculator.json";
import { scheduleCsv } from "./csv";
import { calculate } from "./run";

const LOAN_250K = {
  purchasePrice: "250000",
  state: "BY",
  notaryPercent: "1.5",
  landRegistryPercent: "0.5",
  brokerPercent: "0",
  equity: "13750",
  interestRatePercent: "4.1",
  initialRepaymentPercent: "2",
  contractDate: "2026-03-15",
};
const labels = { en: en.schedule.columns, de: de.schedule.columns } as const;

function csv(query: Record<string, string>, period: "yearly" | "monthly", locale: "en" | "de") {
  const outcome = calculate(query, "2026-11-22");
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
  const columnLabel = (id: string) => labels[locale][id as keyof typeof labels.en];
  return scheduleCsv({ result: outcome.result, input: outcome.input, period, locale, columnLabel }).split("\r\n");
}

describe("schedule CSV", () => {
  it("writes German files with semicolons, decimal commas and German headers", () => {
    const lines = csv(LOAN_250K, "monthly", "de");
    expect(lines[0]).toBe("\uFEFFMonat;Datum;Rate;Zinsen;Tilgung;Sondertilgung;Restschuld");
    expect(lines[1]).toBe("1;2026-04-30;1270,83;854,17;416,66;0,00;249583,34");
  });

  it("writes English files with commas and decimal points", () => {
    const lines = csv(LOAN_250K, "monthly", "en");
    expect(lines[0]).toBe("\uFEFFMonth,Date,Payment,Interest,Repayment,Special repayment,Balance");
    expect(lines[1]).toBe("1,2026-04-30,1270.83,854.17,416.66,0.00,249583.34");
    expect(lines.at(-1)).toBe("");
  });

  it("has one yearly row per year, without rental columns for an owner-occupier", () => {
    const lines = csv(LOAN_250K, "yearly", "en");
    expect(lines[0]).toBe("\uFEFFYear,Interest,Repayment,Special repayment,Balance,Property value,Equity in the property");
    expect(lines[1]?.startsWith("1,")).toBe(true);
    const rented = csv({ ...LOAN_250K, coldRentMonthly: "900" }, "yearly", "de");
    expect(rented[0]).toContain("Cashflow nach Steuern");
    expect(rented[1]?.split(";")).toHaveLength(15);
  });

  it("quotes a header that contains the separator", () => {
    const outcome = calculate(LOAN_250K, "2026-11-22");
    if (!outcome.ok) throw new Error("valid");
    const text = scheduleCsv({
      result: outcome.result,
      input: outcome.input,
      period: "yearly",
      locale: "de",
      columnLabel: (id) => (id === "year" ? 'Jahr; "1"' : id),
    });
    expect(text.split("\r\n")[0]).toBe('\uFEFF"Jahr; ""1""";interest;principal;specialRepayment;balance;propertyValue;equity');
  });
});
