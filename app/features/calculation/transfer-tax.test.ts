import { describe, expect, it } from "vitest";
import { normalizeStateCode, STATE_CODES, TABLE_COVERS_FROM, TRANSFER_TAX_RATES, transferTaxRate } from "./transfer-tax";

describe("dated transfer-tax table", () => {
  it.each([
    ["SN", "2022-12-31", 3.5],
    ["SN", "2023-01-01", 5.5],
    ["HH", "2022-12-31", 4.5],
    ["HH", "2023-01-01", 5.5],
    ["TH", "2023-12-31", 6.5],
    ["TH", "2024-01-01", 5.0],
    ["TH", "2016-12-31", 5.0],
    ["HB", "2025-06-30", 5.0],
    ["HB", "2025-07-01", 5.5],
    ["MV", "2019-06-30", 5.0],
    ["MV", "2019-07-01", 6.0],
  ] as const)("%s on %s: %s %%", (state, date, percent) => {
    expect(transferTaxRate(state, date)?.percent).toBe(percent);
  });

  it("has the rates in force in 2026 for all 16 states", () => {
    const rates = Object.fromEntries(STATE_CODES.map((state) => [state, transferTaxRate(state, "2026-06-01")?.percent]));
    expect(rates).toEqual({
      BW: 5,
      BY: 3.5,
      BE: 6,
      BB: 6.5,
      HB: 5.5,
      HH: 5.5,
      HE: 6,
      MV: 6,
      NI: 5,
      NW: 6.5,
      RP: 5,
      SL: 6.5,
      SN: 5.5,
      ST: 5,
      SH: 6.5,
      TH: 5,
    });
  });

  it("covers every state from its first day, with entries in date order", () => {
    for (const state of STATE_CODES) {
      expect(transferTaxRate(state, TABLE_COVERS_FROM), state).not.toBeNull();
      const dates = TRANSFER_TAX_RATES[state].map((rate) => rate.from);
      expect(dates, state).toEqual([...dates].sort());
    }
  });

  it("has no rate before a state's first entry", () => {
    expect(transferTaxRate("NW", "2014-12-31")).toBeNull();
  });
});

describe("state codes", () => {
  it("accepts the ISO 3166-2 code with or without its DE- prefix, in any case", () => {
    expect(normalizeStateCode("BY")).toBe("BY");
    expect(normalizeStateCode("DE-BY")).toBe("BY");
    expect(normalizeStateCode(" de-nw ")).toBe("NW");
  });

  it("rejects anything else", () => {
    expect(normalizeStateCode("XX")).toBeNull();
    expect(normalizeStateCode("DE-")).toBeNull();
    expect(normalizeStateCode("Bayern")).toBeNull();
  });
});
