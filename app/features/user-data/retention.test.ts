import { describe, expect, it } from "vitest";
import { consentRecordCutoff, recordRetention, retentionCutoff, unconfirmedSignupCutoff, UNCONFIRMED_SIGNUP_DAYS } from "./retention";

describe("retention periods", () => {
  it("counts from the end of the German calendar year of receipt", () => {
    // Any day of 2026 (Berlin): an 8-year record of 2017 is past, one of 2018 is kept.
    expect(retentionCutoff(8, new Date("2026-03-01T12:00:00Z")).toISOString()).toBe("2017-12-31T23:00:00.000Z");
    expect(retentionCutoff(8, new Date("2026-12-31T22:59:59Z")).toISOString()).toBe("2017-12-31T23:00:00.000Z");
    // 23:30 UTC on 31 December is already the new year in Berlin.
    expect(retentionCutoff(8, new Date("2026-12-31T23:30:00Z")).toISOString()).toBe("2018-12-31T23:00:00.000Z");
    expect(retentionCutoff(3, new Date("2026-07-15T00:00:00Z")).toISOString()).toBe("2022-12-31T23:00:00.000Z");
  });

  it("keeps rows without a contract 3 years from receipt, orders of a contract 8 and declarations 6 years from its end", () => {
    const years = Object.fromEntries(recordRetention.map((rule) => [rule.table, [rule.withoutContract.years, rule.ofContract.years]]));
    expect(years).toEqual({
      billing_orders: [3, 8],
      contract_cancellations: [3, 6],
      contract_withdrawals: [3, 6],
    });
  });

  it("keeps a cookie choice's record to the end of the third year after the year its choice expired (365 days)", () => {
    // In 2030 (Berlin) the records of choices that expired in 2026 go: one made at 23:59:59 Berlin on 31 December
    // 2025 expired in 2026; one made on 1 January 2026 expires in 2027 and is kept to the end of 2030.
    const cutoff = consentRecordCutoff(new Date("2030-06-01T12:00:00Z"));
    expect(cutoff.toISOString()).toBe("2025-12-31T23:00:00.000Z");
    expect(new Date("2025-12-31T22:59:59Z") < cutoff).toBe(true);
    expect(new Date("2026-01-01T10:00:00Z") < cutoff).toBe(false);
    // The year turns at Berlin's midnight.
    expect(consentRecordCutoff(new Date("2030-12-31T23:30:00Z")).toISOString()).toBe("2026-12-31T23:00:00.000Z");
  });

  it("deletes unconfirmed sign-ups a week after their last confirmation mail", () => {
    expect(UNCONFIRMED_SIGNUP_DAYS).toBe(7);
    expect(unconfirmedSignupCutoff(new Date("2026-11-26T12:00:00Z")).toISOString()).toBe("2026-11-19T12:00:00.000Z");
  });
});
