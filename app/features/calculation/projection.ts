import type { CalculationInput } from "./inputs";
import { roundCents } from "./money";
import type { YearlyRow } from "./result";
import { loanYear, type LoanSchedule } from "./schedule";

/**
 * The yearly projection: loan figures from the monthly schedule, rent and non-allocable costs growing once
 * a year from year 2, the property value growing from the price, and for a let property the tax view:
 * taxable income = rent − vacancy − interest − depreciation − non-allocable costs (− renovation deducted at
 * once, in year 1); tax effect = −taxable income × marginal rate (a loss is a refund);
 * cash flow before tax = rent − vacancy − non-allocable costs − interest − principal − special repayment;
 * cash flow after tax = cash flow before tax + tax effect.
 */
export interface ProjectionSetup {
  input: CalculationInput;
  schedule: LoanSchedule;
  /** Depreciation per year (index 0 = year 1); null for an owner-occupied property. */
  depreciation: readonly number[] | null;
  renovationExpensed: number;
  years: number;
}

export function projectYears({ input, schedule, depreciation, renovationExpensed, years }: ProjectionSetup): YearlyRow[] {
  const rows: YearlyRow[] = [];
  const rentGrowth = 1 + input.rentGrowthPercent / 100;
  const costGrowth = 1 + input.costGrowthPercent / 100;
  const valueGrowth = 1 + input.valueGrowthPercent / 100;
  const marginalRate = input.marginalTaxRatePercent / 100;
  let rentFactor = 1;
  let costFactor = 1;
  let valueFactor = 1;

  for (let year = 1; year <= years; year++) {
    const loan = loanYear(schedule.monthly, year);
    valueFactor *= valueGrowth;
    const propertyValue = roundCents(input.purchasePrice * valueFactor);
    const nonAllocableCosts = roundCents(input.nonAllocableCostsMonthly * 12 * costFactor);
    const row: YearlyRow = {
      year,
      ...loan,
      rent: null,
      vacancy: null,
      nonAllocableCosts,
      depreciation: null,
      taxableIncome: null,
      taxEffect: null,
      cashFlowBeforeTax: null,
      cashFlowAfterTax: null,
      propertyValue,
      equity: roundCents(propertyValue - loan.balance),
    };
    if (input.coldRentMonthly !== undefined && depreciation) {
      const rent = roundCents(input.coldRentMonthly * 12 * rentFactor);
      const vacancy = roundCents((rent * input.vacancyPercent) / 100);
      const yearDepreciation = depreciation[year - 1] ?? 0;
      const operating = rent - vacancy - nonAllocableCosts;
      const cashFlowBeforeTax = roundCents(operating - loan.interest - loan.principal - loan.specialRepayment);
      const taxableIncome = roundCents(operating - loan.interest - yearDepreciation - (year === 1 ? renovationExpensed : 0));
      const taxEffect = roundCents(-taxableIncome * marginalRate);
      row.rent = rent;
      row.vacancy = vacancy;
      row.depreciation = yearDepreciation;
      row.taxableIncome = taxableIncome;
      row.taxEffect = taxEffect;
      row.cashFlowBeforeTax = cashFlowBeforeTax;
      row.cashFlowAfterTax = roundCents(cashFlowBeforeTax + taxEffect);
    }
    rows.push(row);
    rentFactor *= rentGrowth;
    costFactor *= costGrowth;
  }
  return rows;
}
