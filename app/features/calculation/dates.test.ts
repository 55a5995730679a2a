import { describe, expect, it } from "vitest";
import { germanIsoDay } from "#app/lib/german-day";
import { isIsoDate, monthEndAfter } from "./dates";

describe("dates", () => {
  it("accepts real calendar dates in ISO form only", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2026-2-1")).toBe(false);
    expect(isIsoDate("22.11.2026")).toBe(false);
  });

  it("gives the month end of payment n, across years and February", () => {
    expect(monthEndAfter("2026-03-15", 1)).toBe("2026-04-30");
    expect(monthEndAfter("2026-12-01", 2)).toBe("2027-02-28");
    expect(monthEndAfter("2027-12-31", 2)).toBe("2028-02-29");
    expect(monthEndAfter("2026-03-15", 120)).toBe("2036-03-31");
  });

  it("takes today's date in Germany, not in UTC", () => {
    expect(germanIsoDay(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
    expect(germanIsoDay(new Date("2026-07-01T21:59:00Z"))).toBe("2026-07-01");
  });
});
