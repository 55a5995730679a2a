import { describe, expect, it } from "vitest";
import { germanIsoDay } from "#app/lib/german-day";
import { cancellationEnd } from "./cancel-date";

describe("cancellationEnd", () => {
  const periodEnd = "2026-12-10T06:30:00.000Z";

  it("ends a wished day with its last second in Germany, in winter and in summer time", () => {
    expect(cancellationEnd(periodEnd, "2027-01-15")).toEqual({ endsAt: "2027-01-15T22:59:59.000Z", atPeriodEnd: false });
    expect(cancellationEnd(periodEnd, "2027-07-15")).toEqual({ endsAt: "2027-07-15T21:59:59.000Z", atPeriodEnd: false });
    // The days either side of a switch to and from summer time.
    expect(cancellationEnd(periodEnd, "2027-03-28").endsAt).toBe("2027-03-28T21:59:59.000Z");
    expect(cancellationEnd(periodEnd, "2027-10-30").endsAt).toBe("2027-10-30T21:59:59.000Z");
    expect(cancellationEnd(periodEnd, "2027-10-31").endsAt).toBe("2027-10-31T22:59:59.000Z");
  });

  it("names the wished day wherever the end is written as a German day", () => {
    for (const day of ["2027-01-15", "2027-07-15", "2027-03-28", "2027-10-31", "2027-12-31"])
      expect(germanIsoDay(new Date(cancellationEnd(periodEnd, day).endsAt))).toBe(day);
  });

  it("keeps the period end when no day, an earlier day or the period end's own day is wished", () => {
    expect(cancellationEnd(periodEnd, null)).toEqual({ endsAt: periodEnd, atPeriodEnd: true });
    expect(cancellationEnd(periodEnd, "2026-12-01")).toEqual({ endsAt: periodEnd, atPeriodEnd: true });
    expect(cancellationEnd(periodEnd, "2026-12-10")).toEqual({ endsAt: periodEnd, atPeriodEnd: true });
    // 23:30 UTC is already the next day in Berlin: that day is the period end's own.
    expect(cancellationEnd("2026-12-10T23:30:00.000Z", "2026-12-11")).toEqual({ endsAt: "2026-12-10T23:30:00.000Z", atPeriodEnd: true });
    expect(cancellationEnd(periodEnd, "2026-12-11").atPeriodEnd).toBe(false);
  });
});
