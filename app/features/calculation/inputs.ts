import type { StateCode } from "./transfer-tax";

/**
 * The engine's input after validation: every default filled in, the state normalised, percentages as
 * percent numbers (4.1 means 4.1 %). Field names are the JSON API's and the URL's.
 */
export interface CalculationInput {
  purchasePrice: number;
  state: StateCode;
  /** ISO YYYY-MM-DD; selects the transfer-tax rate and dates the schedule. */
  contractDate: string;
  notaryPercent: number;
  landRegistryPercent: number;
  brokerPercent: number;
  renovationCosts: number;
  equity: number;
  interestRatePercent: number;
  /** Exactly one of the three repayment fields is set. */
  initialRepaymentPercent?: number;
  monthlyPayment?: number;
  termYears?: number;
  fixedRateYears: number;
  followUpInterestRatePercent: number;
  /** Unset: the payment of the fixed-rate period continues. */
  followUpMonthlyPayment?: number;
  specialRepaymentYearly: number;
  livingAreaSqm?: number;
  /** Unset: the buyer lives in the property and every rental figure is null. */
  coldRentMonthly?: number;
  nonAllocableCostsMonthly: number;
  vacancyPercent: number;
  rentGrowthPercent: number;
  valueGrowthPercent: number;
  costGrowthPercent: number;
  buildingSharePercent: number;
  /** Unset: treated as built 1925–2022 (2 % depreciation), the most common case. */
  completionYear?: number;
  decliningBalanceDepreciation: boolean;
  marginalTaxRatePercent: number;
  holdingYears: number;
  sellingCostsPercent: number;
}

/** Defaults for the optional inputs, taken from common German practice (docs/decisions/004). */
export const INPUT_DEFAULTS = {
  notaryPercent: 1.5,
  landRegistryPercent: 0.5,
  brokerPercent: 3.57,
  renovationCosts: 0,
  fixedRateYears: 10,
  specialRepaymentYearly: 0,
  nonAllocableCostsMonthly: 0,
  vacancyPercent: 2,
  rentGrowthPercent: 2,
  valueGrowthPercent: 1.5,
  costGrowthPercent: 1.5,
  buildingSharePercent: 70,
  decliningBalanceDepreciation: false,
  marginalTaxRatePercent: 42,
  holdingYears: 15,
  sellingCostsPercent: 3.57,
} as const satisfies Partial<CalculationInput>;

export type RepaymentMode = "initialRepayment" | "monthlyPayment" | "term";

export function repaymentMode(input: Pick<CalculationInput, "monthlyPayment" | "termYears">): RepaymentMode {
  if (input.monthlyPayment !== undefined) return "monthlyPayment";
  if (input.termYears !== undefined) return "term";
  return "initialRepayment";
}
