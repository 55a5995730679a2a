import { monthEndAfter } from "../dates";
import type { CalculationResult, YearlyRow } from "../result";

/**
 * The schedule's columns, shared by the tables on the page and the CSV download so both show the same.
 * Rental columns are left out for an owner-occupied property rather than filled with zeros.
 */
export type YearlyColumn = Exclude<keyof YearlyRow, "year">;

const LOAN_COLUMNS = ["interest", "principal", "specialRepayment", "balance"] as const satisfies YearlyColumn[];
const RENTAL_COLUMNS = [
  "rent",
  "vacancy",
  "nonAllocableCosts",
  "depreciation",
  "taxableIncome",
  "taxEffect",
  "cashFlowBeforeTax",
  "cashFlowAfterTax",
] as const satisfies YearlyColumn[];
const VALUE_COLUMNS = ["propertyValue", "equity"] as const satisfies YearlyColumn[];

export function yearlyColumns(ownerOccupied: boolean): YearlyColumn[] {
  return [...LOAN_COLUMNS, ...(ownerOccupied ? [] : RENTAL_COLUMNS), ...VALUE_COLUMNS];
}

export const MONTHLY_COLUMNS = ["payment", "interest", "principal", "specialRepayment", "balance"] as const;
type MonthlyColumn = (typeof MONTHLY_COLUMNS)[number];

export interface MonthlyRow extends Record<MonthlyColumn, number> {
  month: number;
  /** ISO date of the payment (month end). */
  date: string;
}

export function monthlyRows(monthly: CalculationResult["monthly"], contractDate: string): MonthlyRow[] {
  const { interest, principal, specialRepayment, balance } = monthly;
  return balance.map((rest, index) => {
    const monthInterest = interest[index] ?? 0;
    const monthPrincipal = principal[index] ?? 0;
    return {
      month: index + 1,
      date: monthEndAfter(contractDate, index + 1),
      // Cents added as integers so 854.17 + 416.66 does not print 1270.8300000000002.
      payment: Math.round(monthInterest * 100 + monthPrincipal * 100) / 100,
      interest: monthInterest,
      principal: monthPrincipal,
      specialRepayment: specialRepayment[index] ?? 0,
      balance: rest,
    };
  });
}
