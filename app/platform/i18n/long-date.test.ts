import { describe, expect, test } from "vitest";
import { longDate } from "./long-date";

describe("longDate", () => {
  test("writes the day in each language", () => {
    expect(longDate("2026-11-22", "en")).toBe("22 November 2026");
    expect(longDate("2026-11-22", "de")).toBe("22. November 2026");
    expect(longDate("2026-03-01", "de")).toBe("1. März 2026");
  });

  test("an instant is the day it is in Germany, in winter and in summer time", () => {
    // 23:30 UTC is already the next day in Berlin (UTC+1 in November, UTC+2 in July).
    expect(longDate("2026-11-22T23:30:00Z", "de")).toBe("23. November 2026");
    expect(longDate("2026-11-22T22:59:59Z", "de")).toBe("22. November 2026");
    expect(longDate("2026-07-14T22:30:00Z", "en")).toBe("15 July 2026");
    expect(longDate("2026-07-14T21:59:59.000Z", "en")).toBe("14 July 2026");
  });

  test("a calendar day stays that day however late in the year (read at its UTC start)", () => {
    expect(longDate("2026-12-31", "en")).toBe("31 December 2026");
    expect(longDate("2027-01-01", "de")).toBe("1. Januar 2027");
  });

  test("a date written for one language is never handed to the other", () => {
    for (let round = 0; round < 3; round++) {
      expect(longDate("2026-10-25T00:30:00Z", "en")).toBe("25 October 2026");
      expect(longDate("2026-10-25T00:30:00Z", "de")).toBe("25. Oktober 2026");
    }
  });

  test("keeps answering correctly after its memory is cleared at 1,000 dates", () => {
    const day = (n: number) => new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString();
    for (let n = 0; n < 1_200; n++) longDate(day(n), n % 2 ? "de" : "en");
    expect(longDate(day(0), "de")).toBe("1. Januar 2020");
    expect(longDate(day(1_199), "en")).toBe("14 April 2023");
  });
});
