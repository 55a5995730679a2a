import type { CalculationInput } from "./inputs";
import { roundCents } from "./money";
import type { SaleResult, YearlyRow } from "./result";

/**
 * Sale at the end of the holding period at the projected value less selling costs. A let property sold
 * within ten years of purchase pays income tax on the gain (§ 23 Abs. 1 Nr. 1 EStG): net sale price −
 * (acquisition cost − depreciation claimed), at the marginal rate. The sale falls on the anniversary of
 * the purchase, and § 23 counts "not more than ten years", so a holding period of exactly 10 years is still
 * taxable. A loss is not refunded (it only offsets other private sale gains). Owner-occupiers are exempt.
 */
export interface SaleSetup {
  input: CalculationInput;
  /** Price + purchase costs + capitalised renovation. */
  acquisitionCost: number;
  rows: readonly YearlyRow[];
}

const SPECULATION_PERIOD_YEARS = 10;

export function sellAtEnd({ input, acquisitionCost, rows }: SaleSetup): SaleResult {
  const year = input.holdingYears;
  const row = rows[year - 1];
  const salePrice = row?.propertyValue ?? input.purchasePrice;
  const residualDebt = row?.balance ?? 0;
  const sellingCosts = roundCents((salePrice * input.sellingCostsPercent) / 100);
  const isLet = input.coldRentMonthly !== undefined;
  let gain: number | null = null;
  let tax = 0;
  if (isLet) {
    let depreciationClaimed = 0;
    for (let index = 0; index < year; index++) depreciationClaimed += rows[index]?.depreciation ?? 0;
    gain = roundCents(salePrice - sellingCosts - (acquisitionCost - depreciationClaimed));
    if (year <= SPECULATION_PERIOD_YEARS && gain > 0) {
      tax = roundCents((gain * input.marginalTaxRatePercent) / 100);
    }
  }
  return {
    year,
    salePrice,
    sellingCosts,
    residualDebt,
    gain,
    tax,
    proceeds: roundCents(salePrice - sellingCosts - residualDebt - tax),
  };
}
