import { describe, expect, it } from "vitest";
import de from "../../locales/de/calculator.json";
import en from "../../locales/en/calculator.json";
import { COMPARED_METRICS } from "./compare";
import { NO_IRR_REASONS } from "./result";
import { CONVENTION_IDS, conventionKey } from "./conventions";
import { ERROR_PREFIX, NUMBER_RULES, REQUIRED_FIELDS } from "./schema";
import { STATE_CODES } from "./transfer-tax";

type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = ""): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [name, value] of Object.entries(catalogue)) {
    if (typeof value === "string") entries.set(prefix + name, value);
    else for (const [key, text] of flatten(value, `${prefix}${name}.`)) entries.set(key, text);
  }
  return entries;
}

const catalogues = { en: flatten(en), de: flatten(de) };
const namespaced = (key: string) => key.replace(/^calculator:/, "");

describe("calculator catalogues", () => {
  it("have the same keys in English and German, none empty", () => {
    expect([...catalogues.de.keys()].sort()).toEqual([...catalogues.en.keys()].sort());
    for (const catalogue of Object.values(catalogues)) {
      for (const [key, text] of catalogue) expect(text.trim(), key).not.toBe("");
    }
  });

  it("hold every error key the schema can produce", () => {
    const keys = [
      ...Object.keys(NUMBER_RULES).map((field) => `${ERROR_PREFIX}${field}.invalid`),
      ...REQUIRED_FIELDS.map((field) => `${ERROR_PREFIX}${field}.required`),
      ...["state.invalid", "contractDate.invalid", "decliningBalanceDepreciation.invalid"].map((key) => ERROR_PREFIX + key),
      ...[
        "repayment.chooseOne",
        "monthlyPayment.belowInterest",
        "followUpInterestRatePercent.belowInterest",
        "followUpMonthlyPayment.belowInterest",
        "decliningBalanceDepreciation.notEligible",
        "decliningBalanceDepreciation.contractOutsideWindow",
        "decliningBalanceDepreciation.boughtAfterCompletionYear",
      ].map((key) => ERROR_PREFIX + key),
    ];
    for (const key of keys) {
      expect(catalogues.en.has(namespaced(key)), key).toBe(true);
    }
  });

  it("label every field, state, compared metric and convention", () => {
    for (const field of Object.keys(NUMBER_RULES)) expect(catalogues.en.has(`fields.${field}.label`), field).toBe(true);
    for (const state of STATE_CODES) expect(catalogues.en.has(`states.${state}`), state).toBe(true);
    for (const metric of Object.keys(COMPARED_METRICS)) expect(catalogues.en.has(`results.${metric}`), metric).toBe(true);
    for (const id of CONVENTION_IDS) expect(catalogues.en.has(namespaced(conventionKey(id))), id).toBe(true);
  });

  it("have a message for every reason there is no IRR", () => {
    for (const reason of NO_IRR_REASONS) {
      for (const catalogue of Object.values(catalogues)) expect(catalogue.has(`results.noIrr.${reason}`), reason).toBe(true);
    }
  });

  it("write euro amounts as the page's figures do: €1,000 in English, 1.000 € in German", () => {
    for (const [key, text] of catalogues.en) expect(text, key).not.toMatch(/\d\s*€/);
    for (const [key, text] of catalogues.de) expect(text, key).not.toMatch(/€\s*\d/);
    expect(catalogues.en.get("errors.purchasePrice.invalid")).toContain("€1,000 and €100,000,000");
    expect(catalogues.de.get("errors.purchasePrice.invalid")).toContain("1.000 € und 100.000.000 €");
  });

  it("addresses German readers informally", () => {
    const formal = /\b(Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihnen)\b/;
    for (const [key, text] of catalogues.de) expect(text, key).not.toMatch(formal);
  });
});
