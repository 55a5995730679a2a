import { roundCents } from "./money";

export interface PurchaseCosts {
  transferTax: number;
  notary: number;
  landRegistry: number;
  broker: number;
  total: number;
}

export interface PurchaseCostRates {
  transferTaxPercent: number;
  notaryPercent: number;
  landRegistryPercent: number;
  brokerPercent: number;
}

/** Each item is a percentage of the price rounded to the cent; the total is the sum of the rounded items. */
export function purchaseCosts(price: number, rates: PurchaseCostRates): PurchaseCosts {
  const transferTax = roundCents((price * rates.transferTaxPercent) / 100);
  const notary = roundCents((price * rates.notaryPercent) / 100);
  const landRegistry = roundCents((price * rates.landRegistryPercent) / 100);
  const broker = roundCents((price * rates.brokerPercent) / 100);
  return {
    transferTax,
    notary,
    landRegistry,
    broker,
    total: roundCents(transferTax + notary + landRegistry + broker),
  };
}
