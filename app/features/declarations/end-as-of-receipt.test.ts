import { describe, expect, it } from "vitest";
import { endAsOfReceipt } from "./end-as-of-receipt";

// A monthly contract whose trial ended on 8 December 2026 at 10:00 Berlin time; its first paid month runs to 8 January.
const trialEnd = "2026-12-08T09:00:00.000Z";
const monthEnd = "2027-01-08T09:00:00.000Z";
const receivedInTrial = "2026-12-05T15:00:00.000Z";

/** Received in the trial, carried out at `now` after the trial converted: the current period is the first paid month. */
const afterConversion = (wished: string | null, now: string) =>
  endAsOfReceipt({ receivedAt: receivedInTrial, periodStart: trialEnd, periodEnd: monthEnd, wished, now: new Date(now) });

describe("the end of an ordinary cancellation as of its receipt (§ 130 BGB)", () => {
  it("is the current period's end when no period began after the receipt", () => {
    const end = endAsOfReceipt({
      receivedAt: receivedInTrial,
      periodStart: "2026-11-24T09:00:00.000Z",
      periodEnd: trialEnd,
      wished: null,
      now: new Date("2026-12-06T10:00:00Z"),
    });
    expect(end).toEqual({ endsAt: trialEnd, atPeriodEnd: true, passed: false });
  });

  it("is the trial's end, already passed, when the trial converted to paid before it was carried out", () => {
    const end = afterConversion(null, "2026-12-10T10:00:00Z");
    expect(end).toEqual({ endsAt: trialEnd, atPeriodEnd: true, passed: true });
  });

  it("keeps a wished day after the end as of receipt: still to come, it is scheduled", () => {
    const end = afterConversion("2026-12-20", "2026-12-10T10:00:00Z");
    // The last second of 20 December in Berlin.
    expect(end).toEqual({ endsAt: "2026-12-20T22:59:59.000Z", atPeriodEnd: false, passed: false });
  });

  it("ends on a wished day that lies between the receipt and now, and says it has passed", () => {
    const end = afterConversion("2026-12-09", "2026-12-12T10:00:00Z");
    expect(end).toEqual({ endsAt: "2026-12-09T22:59:59.000Z", atPeriodEnd: false, passed: true });
  });

  it("does not let a wished day before the end as of receipt shorten the notice", () => {
    const end = afterConversion("2026-12-06", "2026-12-10T10:00:00Z");
    expect(end).toEqual({ endsAt: trialEnd, atPeriodEnd: true, passed: true });
  });
});
