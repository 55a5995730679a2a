import type { DepreciationMethod } from "./depreciation";
import type { PurchaseCosts } from "./purchase-costs";
import type { MonthlySchedule } from "./schedule";

/**
 * What the engine returns; the JSON API sends it as is. Money in euros rounded to the cent, percentages as
 * percent numbers rounded to two decimals, dates as ISO strings. Rental figures are null for a property the
 * buyer lives in (no cold rent given), never 0.
 */
export interface YearlyRow {
  /** Loan and ownership year, counted from the contract month (year 1 = payments 1–12). */
  year: number;
  interest: number;
  principal: number;
  specialRepayment: number;
  /** Loan balance after the year's last payment. */
  balance: number;
  rent: number | null;
  vacancy: number | null;
  nonAllocableCosts: number;
  depreciation: number | null;
  /** Income from letting for tax (negative: a loss that lowers other taxable income). */
  taxableIncome: number | null;
  /** Tax saved (positive, a loss) or owed (negative) at the marginal rate. */
  taxEffect: number | null;
  cashFlowBeforeTax: number | null;
  cashFlowAfterTax: number | null;
  /** Market value at the end of the year (value growth from the price). */
  propertyValue: number;
  /** Property value minus loan balance. */
  equity: number;
}

export interface SaleResult {
  /** Sold at the end of this year (the holding period). */
  year: number;
  salePrice: number;
  sellingCosts: number;
  residualDebt: number;
  /** § 23 EStG gain: net sale price − (acquisition cost − depreciation claimed); null for owner-occupiers. */
  gain: number | null;
  /** Tax on the gain if sold within ten years; 0 when exempt or a loss. */
  tax: number;
  /** Cash left after repaying the loan and the tax. */
  proceeds: number;
}

export interface DepreciationResult {
  method: DepreciationMethod;
  ratePercent: number;
  base: number;
  firstYear: number;
  renovationTreatment: "none" | "expensed" | "capitalised";
}

/**
 * - `noEquity`       no equity is invested, so there is nothing to measure a return on;
 * - `neverPositive`  no yearly cash flow (sale included) is positive;
 * - `noRate`         the flows change sign, but no rate in the solver's range makes their NPV zero (irr.ts).
 * The calculator shows `calculator:results.noIrr.<reason>`.
 */
export const NO_IRR_REASONS = ["noEquity", "neverPositive", "noRate"] as const;
export type NoIrrReason = (typeof NO_IRR_REASONS)[number];

export interface CalculationResult {
  ownerOccupied: boolean;
  transferTaxPercent: number;
  /** Since when that rate applies in the state. */
  transferTaxSince: string;
  purchaseCosts: PurchaseCosts;
  totalInvestment: number;
  loanAmount: number;
  monthlyPayment: number;
  followUpMonthlyPayment: number;
  effectiveInterestRatePercent: number;
  fixedRateEndDate: string;
  residualDebtEndOfFixedRate: number;
  payoffMonths: number | null;
  payoffDate: string | null;
  totalInterest: number;
  pricePerSqm: number | null;
  rentPerSqm: number | null;
  grossYieldPercent: number | null;
  netYieldPercent: number | null;
  purchasePriceFactor: number | null;
  cashFlowBeforeTaxMonthly: number | null;
  cashFlowAfterTaxMonthly: number | null;
  depreciation: DepreciationResult | null;
  equityReturnPercent: number | null;
  sale: SaleResult;
  /** Year 0 (equity paid in, negative) to the holding year (incl. sale proceeds): the flows behind the IRR. */
  equityCashFlows: number[] | null;
  irrPercent: number | null;
  /** Why a let property has no IRR (null when it has one, and for an owner-occupied property). */
  noIrrReason: NoIrrReason | null;
  yearly: YearlyRow[];
  monthly: MonthlySchedule;
}

/**
 * A result as the calculator page carries it: the monthly schedule (hundreds of rows) travels in the HTML
 * and the loader data only when the visitor asks for every month (issue 23), so views that never read it
 * say so by taking this type.
 */
export type ResultSummary = Omit<CalculationResult, "monthly">;
