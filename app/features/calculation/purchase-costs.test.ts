import { describe, expect, it } from "vitest";
import { purchaseCosts } from "./purchase-costs";

describe("purchase costs", () => {
  it("itemises 300,000 in North Rhine-Westphalia to 36,210.00", () => {
    expect(purchaseCosts(300_000, { transferTaxPercent: 6.5, notaryPercent: 1.5, landRegistryPercent: 0.5, brokerPercent: 3.57 })).toEqual({
      transferTax: 19_500,
      notary: 4500,
      landRegistry: 1500,
      broker: 10_710,
      total: 36_210,
    });
  });

  it("rounds each item to the cent and sums the rounded items", () => {
    const costs = purchaseCosts(123_456.78, {
      transferTaxPercent: 3.5,
      notaryPercent: 1.5,
      landRegistryPercent: 0.5,
      brokerPercent: 0,
    });
    expect(costs).toEqual({ transferTax: 4320.99, notary: 1851.85, landRegistry: 617.28, broker: 0, total: 6790.12 });
  });
});
