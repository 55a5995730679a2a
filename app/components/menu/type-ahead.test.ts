import { describe, expect, it } from "vitest";
import { createTypeAheadBuffer, findTypeAheadMatch } from "./type-ahead";

const labels = ["Profile", "Settings", "Support", "Logout"];

describe("type-ahead", () => {
  it("finds the next item by its first letters", () => {
    expect(findTypeAheadMatch(labels, "s", 0)).toBe(1);
    expect(findTypeAheadMatch(labels, "su", 1)).toBe(2);
    expect(findTypeAheadMatch(labels, "l", 2)).toBe(3);
    expect(findTypeAheadMatch(labels, "x", 0)).toBe(-1);
  });

  it("cycles through items that start with a repeated letter", () => {
    expect(findTypeAheadMatch(labels, "ss", 1)).toBe(2);
    expect(findTypeAheadMatch(labels, "sss", 2)).toBe(1);
  });

  it("compares case-insensitively and wraps around", () => {
    expect(findTypeAheadMatch(labels, "P", 3)).toBe(0);
    expect(findTypeAheadMatch(["Über uns", "Abmelden"], "ü", 1)).toBe(0);
  });

  it("resets the typed text after 500 ms", () => {
    let now = 0;
    const type = createTypeAheadBuffer(() => now);
    expect(type("s")).toBe("s");
    now = 400;
    expect(type("u")).toBe("su");
    now = 901;
    expect(type("l")).toBe("l");
  });
});
