import { describe, expect, it } from "vitest";
import { irr, npv } from "./irr";

describe("internal rate of return", () => {
  it("finds simple known rates", () => {
    expect(irr([-100, 110])).toBeCloseTo(0.1, 10);
    expect(irr([-1000, 0, 1210])).toBeCloseTo(0.1, 10);
    expect(irr([-100, 50, 50])).toBeCloseTo(0, 10);
    expect(irr([-100, 40])).toBeCloseTo(-0.6, 10);
  });

  it("returns null when the cash flows never change sign", () => {
    expect(irr([-100, -5, -5])).toBeNull();
    expect(irr([100, 5, 5])).toBeNull();
    expect(irr([0, 0])).toBeNull();
  });

  it("picks the root nearest zero when there are two", () => {
    // −100 + 230/(1+r) − 132/(1+r)² = 0 has roots at 10 % and 20 %.
    expect(irr([-100, 230, -132])).toBeCloseTo(0.1, 8);
  });

  it("discounts year t by (1 + r)^t", () => {
    expect(npv(0.1, [-100, 110, 121])).toBeCloseTo(100, 10);
  });
});
