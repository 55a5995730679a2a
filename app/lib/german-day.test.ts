import { describe, expect, it } from "vitest";
import { germanDayEnd, germanDayStart, germanIsoDay } from "./german-day";

describe("germanIsoDay", () => {
  it("turns over at midnight in Berlin, to the second, in winter and in summer time", () => {
    expect(germanIsoDay(new Date("2026-11-22T22:59:59.999Z"))).toBe("2026-11-22");
    expect(germanIsoDay(new Date("2026-11-22T23:00:00.000Z"))).toBe("2026-11-23");
    expect(germanIsoDay(new Date("2026-11-22T22:59:59.000Z"))).toBe("2026-11-22");
    expect(germanIsoDay(new Date("2026-07-14T21:59:59.500Z"))).toBe("2026-07-14");
    expect(germanIsoDay(new Date("2026-07-14T22:00:00.000Z"))).toBe("2026-07-15");
  });

  it("answers each instant by its own second, asked in any order", () => {
    const instants = ["2026-12-31T23:30:00Z", "2026-12-31T22:30:00Z", "2026-12-31T23:30:00Z", "1890-06-01T23:30:00Z"];
    expect(instants.map((iso) => germanIsoDay(new Date(iso)))).toEqual(["2027-01-01", "2026-12-31", "2027-01-01", "1890-06-02"]);
  });
});

describe("germanDayStart", () => {
  it("is 00:00 in Berlin, in winter, in summer and on the days the clocks change", () => {
    expect(germanDayStart("2026-11-22").toISOString()).toBe("2026-11-21T23:00:00.000Z");
    expect(germanDayStart("2026-07-14").toISOString()).toBe("2026-07-13T22:00:00.000Z");
    expect(germanDayStart("2027-03-28").toISOString()).toBe("2027-03-27T23:00:00.000Z");
    expect(germanDayStart("2027-03-29").toISOString()).toBe("2027-03-28T22:00:00.000Z");
    expect(germanDayStart("2027-10-31").toISOString()).toBe("2027-10-30T22:00:00.000Z");
    expect(germanDayStart("2027-11-01").toISOString()).toBe("2027-10-31T23:00:00.000Z");
  });

  it("counts days on across a month's and a year's end", () => {
    expect(germanDayStart("2026-12-25", 15).toISOString()).toBe("2027-01-08T23:00:00.000Z");
    expect(germanDayStart("2027-03-20", 15).toISOString()).toBe("2027-04-03T22:00:00.000Z");
  });
});

describe("germanDayEnd", () => {
  it("is the day's last second in Berlin, also counted on", () => {
    expect(germanDayEnd("2027-01-15").toISOString()).toBe("2027-01-15T22:59:59.000Z");
    expect(germanDayEnd("2027-07-15").toISOString()).toBe("2027-07-15T21:59:59.000Z");
    expect(germanDayEnd("2026-11-26", 14).toISOString()).toBe("2026-12-10T22:59:59.000Z");
  });
});
