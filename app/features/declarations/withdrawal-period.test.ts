import { describe, expect, it } from "vitest";
import { withdrawalPeriodEnd, withinWithdrawalPeriod } from "./withdrawal-period";

describe("the withdrawal period (§§ 187 (1), 188 (1) BGB, Berlin time)", () => {
  it("ends at the end of the 14th day after the day of conclusion, not 14 × 24 h later", () => {
    const concluded = new Date("2026-03-03T22:30:00Z"); // 3 March, 23:30 in Berlin
    expect(withdrawalPeriodEnd(concluded).toISOString()).toBe("2026-03-17T23:00:00.000Z"); // 18 March, 00:00 CET
    expect(withinWithdrawalPeriod(concluded, new Date("2026-03-17T22:59:59Z"))).toBe(true);
    expect(withinWithdrawalPeriod(concluded, new Date("2026-03-17T23:00:00Z"))).toBe(false);
    // 14 × 24 h would have ended at 17 March, 23:30 UTC; and where UTC is still on the day before,
    // the German day counts:
    const lateUtc = new Date("2026-03-03T23:30:00Z"); // 4 March, 00:30 in Berlin
    expect(withdrawalPeriodEnd(lateUtc).toISOString()).toBe("2026-03-18T23:00:00.000Z");
  });

  it("ends at Berlin midnight across the switch to summer time", () => {
    // Concluded 17 March (CET); the period ends on Tuesday 31 March 24:00 CEST = 22:00 UTC.
    const concluded = new Date("2026-03-17T10:00:00Z");
    expect(withdrawalPeriodEnd(concluded).toISOString()).toBe("2026-03-31T22:00:00.000Z");
    expect(withinWithdrawalPeriod(concluded, new Date("2026-03-31T21:59:59Z"))).toBe(true);
    expect(withinWithdrawalPeriod(concluded, new Date("2026-03-31T22:00:00Z"))).toBe(false);
  });

  it("ends at Berlin midnight across the switch back to winter time", () => {
    // Concluded 20 October (CEST); 25 October 2026 has 25 hours; the period ends on 3 November 24:00 CET.
    const concluded = new Date("2026-10-20T21:59:00Z"); // 20 October, 23:59 CEST
    expect(withdrawalPeriodEnd(concluded).toISOString()).toBe("2026-11-03T23:00:00.000Z");
    expect(withinWithdrawalPeriod(concluded, new Date("2026-11-03T22:59:59Z"))).toBe(true);
    expect(withinWithdrawalPeriod(concluded, new Date("2026-11-03T23:00:00Z"))).toBe(false);
  });

  it("moves a last day on the day of a switch (always a Sunday) to the Monday after it", () => {
    // 15 March + 14 = Sunday 29 March 2026, the day summer time begins; it ends at 31 March 00:00 CEST.
    expect(withdrawalPeriodEnd(new Date("2026-03-15T12:00:00Z")).toISOString()).toBe("2026-03-30T22:00:00.000Z");
    // 11 October + 14 = Sunday 25 October 2026, the day winter time returns; it ends at 27 October 00:00 CET.
    expect(withdrawalPeriodEnd(new Date("2026-10-11T12:00:00Z")).toISOString()).toBe("2026-10-26T23:00:00.000Z");
  });
});

describe("a last day that is a Saturday, a Sunday or a public holiday (§ 193 BGB)", () => {
  it("gives way to the next working day, and a withdrawal on it is in time", () => {
    // Concluded Sunday 29 November 2026: day 14 is Sunday 13 December, so the period runs to Monday 14 December.
    const concluded = new Date("2026-11-29T11:00:00Z");
    expect(withdrawalPeriodEnd(concluded).toISOString()).toBe("2026-12-14T23:00:00.000Z");
    expect(withinWithdrawalPeriod(concluded, new Date("2026-12-14T09:00:00Z"))).toBe(true);
    expect(withinWithdrawalPeriod(concluded, new Date("2026-12-14T22:59:59Z"))).toBe(true);
    expect(withinWithdrawalPeriod(concluded, new Date("2026-12-14T23:00:00Z"))).toBe(false);
    // Day 14 a Saturday (13 March 2027 + 14): Monday 15 March.
    expect(withdrawalPeriodEnd(new Date("2027-02-27T11:00:00Z")).toISOString()).toBe("2027-03-15T23:00:00.000Z");
  });

  it("passes over holidays and the weekend together", () => {
    // Day 14 Christmas Day (Friday 25 December 2026), then the second day of Christmas and Sunday: Monday 28.
    expect(withdrawalPeriodEnd(new Date("2026-12-11T11:00:00Z")).toISOString()).toBe("2026-12-28T23:00:00.000Z");
    // Day 14 Good Friday (3 April 2026), then Saturday, Easter Sunday and Easter Monday: Tuesday 7 April.
    expect(withdrawalPeriodEnd(new Date("2026-03-20T10:00:00Z")).toISOString()).toBe("2026-04-07T22:00:00.000Z");
    // Day 14 Saturday 27 March 2027, then Easter Sunday and Easter Monday: Tuesday 30 March, in summer time.
    expect(withdrawalPeriodEnd(new Date("2027-03-13T11:00:00Z")).toISOString()).toBe("2027-03-30T22:00:00.000Z");
    // A holiday in some states only (Epiphany, Wednesday 6 January 2027) counts too: Thursday 7 January.
    expect(withdrawalPeriodEnd(new Date("2026-12-23T11:00:00Z")).toISOString()).toBe("2027-01-07T23:00:00.000Z");
  });
});
