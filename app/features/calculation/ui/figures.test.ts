import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { calculationInput } from "../../../../tests/support/calculation-input";
import de from "../../../locales/de/calculator.json";
import en from "../../../locales/en/calculator.json";
import { evaluate } from "../evaluate";
import { formatters } from "../view/format";
import { costLines } from "./cost-figures";
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
