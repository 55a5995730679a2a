import { describe, expect, it } from "vitest";
import { formatters } from "./format";

// Intl separates number and unit with a no-break space; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("result formatting", () => {
  it("formats money, percentages and dates in German", () => {
    const format = formatters("de");
    expect(plain(format.money(1270.83))).toBe("1.270,83 €");
    expect(plain(format.money(-350.75))).toBe("-350,75 €");
    expect(plain(format.percent(4.1))).toBe("4,10 %");
    expect(format.number(25, 2)).toBe("25,00");
    expect(format.date("2036-03-31")).toBe("31.03.2036");
  });

  it("never writes a zero with a minus sign", () => {
    for (const locale of ["en", "de"] as const) {
      const format = formatters(locale);
      for (const zero of [-0, -0.004]) {
        expect(plain(format.money(zero))).toBe(locale === "en" ? "€0.00" : "0,00 €");
        expect(plain(format.percent(zero))).toBe(locale === "en" ? "0.00%" : "0,00 %");
        expect(format.number(zero, 2)).toBe(locale === "en" ? "0.00" : "0,00");
      }
      expect(format.number(-0.04, 1)).toBe(locale === "en" ? "0.0" : "0,0");
    }
    expect(formatters("en").money(-0.005)).toBe("-€0.01");
  });

  it("formats money, percentages and dates in English", () => {
    const format = formatters("en");
    expect(format.money(1270.83)).toBe("€1,270.83");
    expect(format.percent(4.1)).toBe("4.10%");
    expect(format.date("2036-03-31")).toBe("31 Mar 2036");
  });
});
