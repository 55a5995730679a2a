import { describe, expect, it } from "vitest";
import { addYear } from "./format";

describe("addYear", () => {
  it("keeps the day and time, and turns 29 February into 28 February", () => {
    expect(addYear("2026-12-08T10:15:00.000Z")).toBe("2027-12-08T10:15:00.000Z");
    expect(addYear("2028-02-29T12:00:00.000Z")).toBe("2029-02-28T12:00:00.000Z");
  });
});
