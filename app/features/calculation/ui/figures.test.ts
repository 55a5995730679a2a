import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { calculationInput } from "../../../../tests/support/calculation-input";
import de from "../../../locales/de/calculator.json";
import en from "../../../locales/en/calculator.json";
import { evaluate } from "../evaluate";
import { formatters } from "../view/format";
import { costLines, moreFigures } from "./cost-figures";
import { keyFigures } from "./key-figures";

const i18n = createInstance();
await i18n.init({
  resources: { en: { calculator: en }, de: { calculator: de } },
  lng: "en",
  defaultNS: "calculator",
  interpolation: { escapeValue: false },
});

// Intl separates number and unit with a no-break space; compare with plain spaces.
const plain = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/g, " ");

const input = calculationInput;

/** QA's case: no equity, a positive cash flow of 824.98 a month. */
const NO_EQUITY = input({
  purchasePrice: 300_000,
  state: "NW",
  equity: 0,
  interestRatePercent: 3.8,
  initialRepaymentPercent: 2,
  coldRentMonthly: 2500,
});
const result = evaluate(NO_EQUITY);

describe("figures without equity", () => {
  it("explain the missing IRR by the missing equity, in both languages", () => {
    const irrOf = (locale: "en" | "de") =>
      keyFigures(result, i18n.getFixedT(locale), formatters(locale)).find((figure) => figure.id === "irrPercent")?.value;
    expect(irrOf("en")).toBe("No internal rate of return: you invest no equity, so there is nothing to measure a return on.");
    expect(irrOf("de")).toBe("Kein interner Zinsfuß: Du setzt kein Eigenkapital ein, also gibt es nichts, worauf sich eine Rendite beziehen könnte.");
  });

  it("show the equity in the purchase costs as 0.00, not -0.00", () => {
    const equityOf = (locale: "en" | "de") =>
      costLines(NO_EQUITY, result, i18n.getFixedT(locale), formatters(locale)).find((line) => line.id === "equity")?.amount;
    expect(equityOf("en")).toBe("€0.00");
    expect(plain(equityOf("de"))).toBe("0,00 €");
  });

  it("still show paid-in equity as a deduction", () => {
    const withEquity = input({ purchasePrice: 300_000, state: "NW", equity: 60_000, interestRatePercent: 3.8, initialRepaymentPercent: 2 });
    const line = costLines(withEquity, evaluate(withEquity), i18n.getFixedT("en"), formatters("en")).find((entry) => entry.id === "equity");
    expect(line?.amount).toBe("-€60,000.00");
  });
});

describe("figures without a loan, and for a loan never repaid", () => {
  const ids = (figures: { id: string }[]) => figures.map((figure) => figure.id);

  it("say once that a purchase paid from equity has no loan, instead of a payoff, residual debt and rates", () => {
    const cash = evaluate(
      input({ purchasePrice: 300_000, state: "NW", equity: 400_000, interestRatePercent: 4, initialRepaymentPercent: 2, coldRentMonthly: 1000 }),
    );
    const figures = keyFigures(cash, i18n.getFixedT("de"), formatters("de"));
    expect(figures.find((figure) => figure.id === "noLoan")).toEqual({
      id: "noLoan",
      label: "Finanzierung",
      value: "Kein Darlehen: vollständig aus Eigenkapital bezahlt",
    });
    expect(ids(figures)).not.toContain("payoffDate");
    expect(ids(figures)).not.toContain("residualDebtEndOfFixedRate");
    expect(ids(moreFigures(cash, i18n.getFixedT("en"), formatters("en")))).not.toContain("effectiveInterestRatePercent");
    expect(ids(moreFigures(result, i18n.getFixedT("en"), formatters("en")))).toContain("effectiveInterestRatePercent");
  });

  it("name the interest of a loan never repaid for the 100 years it covers", () => {
    const never = evaluate(input({ purchasePrice: 300_000, state: "NW", equity: 36_210, interestRatePercent: 2, initialRepaymentPercent: 0.1 }));
    const figures = keyFigures(never, i18n.getFixedT("en"), formatters("en"));
    expect(figures.find((figure) => figure.id === "payoffDate")?.value).toBe("Not repaid within 100 years");
    expect(figures.find((figure) => figure.id === "totalInterest")?.label).toBe("Interest in the first 100 years");
    expect(keyFigures(result, i18n.getFixedT("en"), formatters("en")).find((figure) => figure.id === "totalInterest")?.label).toBe("Total interest");
  });
});
