import { describe, expect, it } from "vitest";
import { findAmounts, parseNumber } from "./amounts";
import { asksForSavedCalculations, findCalculationRequest, findTransferTaxRequest } from "./intent";
import { detectLanguage } from "./language";
import { STATE_CODES, findState } from "./states";
import { wordTokens } from "./respond";

describe("numbers in English and German writing", () => {
  it.each([
    ["300.000", false, 300_000],
    ["450,000", false, 450_000],
    ["1.250.000,50", false, 1_250_000.5],
    ["1,250,000.50", false, 1_250_000.5],
    ["300 000", false, 300_000],
    ["1,2", true, 1.2],
    ["1.250", true, 1.25],
    ["3,5", false, 3.5],
  ])("%s (multiplier: %s) → %d", (raw, multiplier, expected) => {
    expect(parseNumber(raw, multiplier)).toBe(expected);
  });

  it("reads currency signs, words and multipliers around an amount", () => {
    const values = (text: string) => findAmounts(text).map(({ value, currency }) => ({ value, currency }));
    expect(values("für 300.000 € in Bayern")).toEqual([{ value: 300_000, currency: true }]);
    expect(values("a flat for €450,000")).toEqual([{ value: 450_000, currency: true }]);
    expect(values("1,2 Mio. Euro")).toEqual([{ value: 1_200_000, currency: true }]);
    expect(values("about 1.5 million")).toEqual([{ value: 1_500_000, currency: false }]);
    expect(values("450k EUR")).toEqual([{ value: 450_000, currency: true }]);
  });
});

describe("federal states", () => {
  it("knows all 16 by their German and English names", () => {
    const german = [
      "Baden-Württemberg",
      "Bayern",
      "Berlin",
      "Brandenburg",
      "Bremen",
      "Hamburg",
      "Hessen",
      "Mecklenburg-Vorpommern",
      "Niedersachsen",
      "Nordrhein-Westfalen",
      "Rheinland-Pfalz",
      "Saarland",
      "Sachsen",
      "Sachsen-Anhalt",
      "Schleswig-Holstein",
      "Thüringen",
    ];
    const english = [
      "Baden-Wurttemberg",
      "Bavaria",
      "Berlin",
      "Brandenburg",
      "Bremen",
      "Hamburg",
      "Hesse",
      "Mecklenburg-Western Pomerania",
      "Lower Saxony",
      "North Rhine-Westphalia",
      "Rhineland-Palatinate",
      "Saarland",
      "Saxony",
      "Saxony-Anhalt",
      "Schleswig-Holstein",
      "Thuringia",
    ];
    expect(german.map((name) => findState(`eine Wohnung in ${name}?`))).toEqual(STATE_CODES);
    expect(english.map((name) => findState(`a flat in ${name}?`))).toEqual(STATE_CODES);
  });

  it("does not read a longer name as the shorter one inside it", () => {
    expect(findState("in Niedersachsen")).toBe("NI");
    expect(findState("in sachsen anhalt")).toBe("ST");
    expect(findState("in Lower Saxony")).toBe("NI");
    expect(findState("in Thueringen or NRW")).toBe("TH");
    expect(findState("near Berlingen")).toBeNull();
  });
});

describe("what a message asks for", () => {
  it("finds the price and the state of a calculation request", () => {
    expect(findCalculationRequest("Was kostet eine Wohnung für 300.000 € in Bayern?")).toEqual({ purchasePrice: 300_000, state: "BY" });
    expect(findCalculationRequest("What does a flat for €450,000 in Berlin cost?")).toEqual({ purchasePrice: 450_000, state: "BE" });
  });

  it("tells the equity and the interest rate from the price", () => {
    expect(findCalculationRequest("Haus in Hessen, Eigenkapital 80.000 €, Kaufpreis 520.000 €, Zins 3,8 %")).toEqual({
      purchasePrice: 520_000,
      state: "HE",
      equity: 80_000,
      interestRatePercent: 3.8,
    });
  });

  it("needs both a price and a state", () => {
    expect(findCalculationRequest("Was kostet eine Wohnung in Bayern?")).toBeNull();
    expect(findCalculationRequest("Was kostet eine Wohnung für 300.000 €?")).toBeNull();
    expect(findCalculationRequest("Wie war das Jahr 2026 in Bayern?")).toBeNull();
  });

  it("finds the state and the date of a transfer-tax question", () => {
    expect(findTransferTaxRequest("Wie hoch war die Grunderwerbsteuer in Sachsen am 1.7.2022?")).toEqual({ state: "SN", date: "2022-07-01" });
    expect(findTransferTaxRequest("What is the transfer tax in Hamburg?")).toEqual({ state: "HH" });
    expect(findTransferTaxRequest("What is the weather in Hamburg?")).toBeNull();
  });

  it("recognises a request for the saved calculations", () => {
    expect(asksForSavedCalculations("List my saved calculations")).toBe(true);
    expect(asksForSavedCalculations("Zeig mir meine gespeicherten Berechnungen")).toBe(true);
    expect(asksForSavedCalculations("How does a calculation work?")).toBe(false);
  });
});

describe("language of a question", () => {
  it.each([
    ["Was kostet eine Wohnung für 300.000 € in Bayern?", "de"],
    ["Wie hoch ist die Grunderwerbsteuer in Berlin", "de"],
    ["What was the price of the flat?", "en"],
    ["What does a flat for €450,000 in Berlin cost?", "en"],
    ["Hello", "en"],
  ] as const)("%s → %s", (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });
});

it("splits a text into words that join back to it exactly", () => {
  const text = "Hallo **Welt**!\n\n- eins\n- zwei ";
  expect(wordTokens(text).join("")).toBe(text);
  expect(wordTokens(text)).toHaveLength(6);
});
