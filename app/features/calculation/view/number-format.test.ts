import { describe, expect, it } from "vitest";
import { canonicalNumber, formatInputNumber } from "./number-format";

describe("reading typed numbers", () => {
  it.each([
    ["1.234,56", "1234.56"],
    ["300.000", "300000"],
    ["1.234.567", "1234567"],
    ["4,1", "4.1"],
    ["4.1", "4.1"],
    ["1234.56", "1234.56"],
    ["−1,5", "-1.5"],
    [" 250 000 ", "250000"],
    ["250\u00a0000,50", "250000.5"],
    ["007,50", "7.5"],
  ])("German %s → %s", (typed, canonical) => {
    expect(canonicalNumber(typed, "de")).toBe(canonical);
  });

  it.each([
    ["1,234.56", "1234.56"],
    ["300,000", "300000"],
    ["4.1", "4.1"],
    ["4,1", "4.1"],
    ["-2", "-2"],
  ])("English %s → %s", (typed, canonical) => {
    expect(canonicalNumber(typed, "en")).toBe(canonical);
  });

  it("reads grouping by the page's locale, so the same text can differ", () => {
    expect(canonicalNumber("1.500", "de")).toBe("1500");
    expect(canonicalNumber("1.500", "en")).toBe("1.5");
    expect(canonicalNumber("1,500", "en")).toBe("1500");
    expect(canonicalNumber("1,500", "de")).toBe("1.5");
  });

  it("keeps every typed digit, however long the number, with one spelling per number", () => {
    expect(canonicalNumber("99999999999999999999999", "en")).toBe("99999999999999999999999");
    expect(canonicalNumber("99.999.999.999.999.999.999.999", "de")).toBe("99999999999999999999999");
    expect(canonicalNumber("0,00000001", "de")).toBe("0.00000001");
    expect(canonicalNumber("1234567.123456789012345", "en")).toBe("1234567.123456789012345");
    for (const zero of ["0", "-0", "000", "-0,0", "0.000"]) expect(canonicalNumber(zero, "de"), zero).toBe("0");
    expect(canonicalNumber("-007,50", "de")).toBe("-7.5");
    expect(canonicalNumber("10.0", "en")).toBe("10");
    expect(canonicalNumber("100", "en")).toBe("100");
  });

  it("treats blank as empty and rejects what is not a number", () => {
    expect(canonicalNumber("  ", "de")).toBe("");
    for (const text of ["abc", "1,2,3", "1.23.4", "12,34,5", "1.234,5,6", "1e5", "--1", ",5", "1.234.56"]) {
      expect(canonicalNumber(text, "de"), text).toBeNull();
      expect(canonicalNumber(text, "en"), text).toBeNull();
    }
  });
});

describe("showing numbers in inputs", () => {
  it("groups money and uses the locale's decimal mark", () => {
    expect(formatInputNumber("300000", "de", true)).toBe("300.000");
    expect(formatInputNumber("300000", "en", true)).toBe("300,000");
    expect(formatInputNumber("1234.56", "de", true)).toBe("1.234,56");
    expect(formatInputNumber("4.1", "de", false)).toBe("4,1");
    expect(formatInputNumber("2023", "de", false)).toBe("2023");
    expect(formatInputNumber("-1.5", "en", false)).toBe("-1.5");
  });

  it("shows every digit of a number too long for a double, and one spelling of a padded one", () => {
    expect(formatInputNumber("99999999999999999999999", "en", true)).toBe("99,999,999,999,999,999,999,999");
    expect(formatInputNumber("99999999999999999999999", "de", false)).toBe("99999999999999999999999");
    expect(formatInputNumber("0.00000001", "de", false)).toBe("0,00000001");
    expect(formatInputNumber("1234567.123456789012345", "en", true)).toBe("1,234,567.123456789012345");
    expect(formatInputNumber("-1234", "de", true)).toBe("-1.234");
    expect(formatInputNumber("0300000.50", "en", true)).toBe("300,000.5");
  });

  it("leaves text that is not canonical as it is, so a wrong entry stays visible", () => {
    expect(formatInputNumber("12..5", "de", true)).toBe("12..5");
  });

  it("round-trips through reading in both locales", () => {
    for (const canonical of ["0.1", "3.57", "250000", "1234567.89", "-10", "99999999999999999999999", "0.00000001"]) {
      for (const locale of ["en", "de"] as const) {
        for (const grouping of [true, false]) {
          expect(canonicalNumber(formatInputNumber(canonical, locale, grouping), locale)).toBe(canonical);
        }
      }
    }
  });
});
