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
    // Concluded 20 March (CET); the period ends on 3 April 24:00 CEST = 22:00 UTC.
    const concluded = new Date("2026-03-20T10:00:00Z");
    expect(withdrawalPeriodEnd(concluded).toISOString()).toBe("2026-04-03T22:00:00.000Z");
    expect(withinWithdrawalPeriod(concluded, new Date("2026-04-03T21:59:59Z"))).toBe(true);
    expect(withinWithdrawalPeriod(concluded, new Date("2026-04-03T22:00:00Z"))).toBe(false);
  });

  it("ends at Berlin midnight across the switch back to winter time", () => {
    // Concluded 20 October (CEST); 25 October 2026 has 25 hours; the period ends on 3 November 24:00 CET.
    const concluded = new Date("2026-10-20T21:59:00Z"); // 20 October, 23:59 CEST
    expect(withdrawalPeriodEnd(concluded).toISOString()).toBe("2026-11-03T23:00:00.000Z");
    expect(withinWithdrawalPeriod(concluded, new Date("2026-11-03T22:59:59Z"))).toBe(true);
    expect(withinWithdrawalPeriod(concluded, new Date("2026-11-03T23:00:00Z"))).toBe(false);
  });

  it("counts from the German day when the period ends on the day of a switch", () => {
    // 15 March + 14 = 29 March 2026, the day summer time begins (23 hours); it ends at 30 March 00:00 CEST.
    expect(withdrawalPeriodEnd(new Date("2026-03-15T12:00:00Z")).toISOString()).toBe("2026-03-29T22:00:00.000Z");
    // 11 October + 14 = 25 October 2026, the day winter time returns (25 hours); ends 26 October 00:00 CET.
    expect(withdrawalPeriodEnd(new Date("2026-10-11T12:00:00Z")).toISOString()).toBe("2026-10-25T23:00:00.000Z");
  });
});
