import { describe, expect, it } from "vitest";
import { roundCents, roundTo, toCents } from "./money";

describe("money rounding (half away from zero to the cent)", () => {
  it("rounds a true half up even where binary floating point stores it just below", () => {
    expect(roundCents(1.005)).toBe(1.01);
    // (349,632 + 36,956.10) × 85 % = 328,599.885 exactly; the double is 328,599.88499…
    expect(roundCents(((349_632 + 36_956.1) * 85) / 100)).toBe(328_599.89);
    // 137,073 × 1.015 = 139,129.095 exactly
    expect(roundCents(137_073 * 1.015)).toBe(139_129.1);
    expect(toCents(137_073 * 1.015)).toBe(13_912_910);
    expect(toCents(50_000_000 * 1.015 + 0.005)).toBe(5_075_000_001);
  });

  it("rounds negative halves away from zero and never returns −0", () => {
    expect(roundCents(-1.005)).toBe(-1.01);
    expect(roundCents(-137_073 * 1.015)).toBe(-139_129.1);
    expect(Object.is(roundCents(-0.001), 0)).toBe(true);
    expect(Object.is(toCents(-0.001), 0)).toBe(true);
  });

  it("leaves values off the half where they belong", () => {
    expect(roundCents(1.004999)).toBe(1);
    expect(roundCents(2.675000001)).toBe(2.68);
    expect(roundCents(139_129.0949)).toBe(139_129.09);
    expect(roundTo(4.0742, 2)).toBe(4.07);
    expect(roundTo(1 / 3, 2)).toBe(0.33);
    // A hundredth of a cent below the half stays below it, up to 50 million euros.
    expect(roundCents(49_999_999.994999)).toBe(49_999_999.99);
    expect(toCents(123_456.784999)).toBe(12_345_678);
  });
});
