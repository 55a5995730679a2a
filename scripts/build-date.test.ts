import { describe, expect, it } from "vitest";
import { buildDate } from "./build-date";

describe("the deployment day a build shows", () => {
  const justAfterMidnightInBerlin = new Date("2026-11-26T23:30:00Z");

  it("is the German day when none or an empty one is given (Docker without --build-arg)", () => {
    expect(buildDate(undefined, justAfterMidnightInBerlin)).toBe("2026-11-27");
    expect(buildDate("", justAfterMidnightInBerlin)).toBe("2026-11-27");
    expect(buildDate("  ", justAfterMidnightInBerlin)).toBe("2026-11-27");
  });

  it("is the day given", () => {
    expect(buildDate("2026-11-20", justAfterMidnightInBerlin)).toBe("2026-11-20");
  });

  it("fails the build on anything that is not a day", () => {
    for (const bad of ["20261126", "2026-13-01", "2026-02-30", "tomorrow", "2026-11-26T10:00"])
      expect(() => buildDate(bad, justAfterMidnightInBerlin), bad).toThrow(/BUILD_DATE must be a day/);
  });
});
