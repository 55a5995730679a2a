/**
 * The property calculation engine: pure, synchronous, no I/O. Input: a validated CalculationInput
 * (see schema.ts). Output: a JSON-clean CalculationResult (see result.ts).
 *
 * CONVENTIONS (shown to users as "How we calculate", catalogue key calculator:howWeCalculate; the choices
 * where the market differs are argued in docs/decisions/004-calculation-conventions.md):
 * 1. Purchase costs: transfer tax (state rate in force on the contract date) + notary + land register +
 *    broker, each a percentage of the price rounded to the cent. Total investment = price + purchase costs
 *    + renovation. Loan = total investment − equity (equity pays the purchase costs first).
 * 2. Monthly payment, German bank convention: loan × (nominal rate + initial repayment) / 12, rounded to the
 *    cent. Alternatives: a fixed payment you enter, or for a term the smallest whole-cent payment that repays
 *    the loan within it: the annuity L·r/(1 − (1 + r)⁻ⁿ) with r = rate/12 rounded up to the cent, give or take
 *    a cent for the rounded monthly interest, so the last payment is the smaller remainder.
 * 3. Schedule: payments at the end of each month, month 1 = the month after the contract month; monthly
 *    interest = balance × rate / 12 rounded to the cent; principal = payment − interest; the final payment
 *    is the remaining balance plus its interest. The yearly special repayment is paid with every 12th
 *    payment. After the fixed-rate period the balance continues at the follow-up rate with the same payment
 *    (or the follow-up payment you enter). Years are loan years from the contract month.
 * 4. Yields: gross yield = annual cold rent / price; purchase price factor = price / annual cold rent;
 *    net yield = (annual cold rent − vacancy − non-allocable costs) / total investment (incl. purchase costs
 *    and renovation).
 * 5. Cash flow before tax = rent − vacancy − non-allocable costs − interest − principal − special repayment.
 *    Taxable income = rent − vacancy − non-allocable costs − interest − depreciation (− renovation deducted at
 *    once); tax effect = taxable income × marginal rate, a loss saving tax. Cash flow after tax = cash flow
 *    before tax − tax (+ tax saved). Monthly figures are year 1 / 12.
 * 6. Depreciation (§ 7 EStG): 2.5 % (built before 1925), 2 % (1925–2022), 3 % (from 2023), or 5 % declining
 *    balance for eligible new builds, on (price + purchase costs) × building share, plus renovation above
 *    15 % of that (15 % rule); renovation below is deducted in year 1. Full years, from year 1.
 * 7. Equity return (year 1) = (cash flow after tax + principal + special repayment) / equity: repayment
 *    counts, as it builds your wealth.
 * 8. Projection: rent and costs grow once a year from year 2, the value from the price each year. Sale at the
 *    end of the holding period at the projected value − selling costs − loan balance − § 23 EStG tax on the
 *    gain if held 10 years or less (a let property only).
 * 9. IRR on equity: yearly flows, year 0 = equity paid in, years 1…n = cash flow after tax, year n also the
 *    sale proceeds; the rate at which their net present value is zero. None without equity paid in, or when no
 *    rate in the solver's range gives zero, as for flows that never turn positive; `noIrrReason` says which.
 * Money is rounded to the cent, percentages to two decimals. Without rent the property counts as
 * owner-occupied: every rental figure is null.
 */
import { effectiveAnnualRatePercent } from "./annuity";
import { monthEndAfter } from "./dates";
import { depreciationPlan, depreciationSchedule, renovationIsCapitalised } from "./depreciation";
import { financing } from "./financing";
import type { CalculationInput } from "./inputs";
import { irr } from "./irr";
import { roundCents, roundTo } from "./money";
import { projectYears } from "./projection";
import type { CalculationResult, DepreciationResult, NoIrrReason, YearlyRow } from "./result";
import { sellAtEnd } from "./sale";
import { amortize } from "./schedule";

export function evaluate(input: CalculationInput): CalculationResult {
  const { transferTax: rate, costs, totalInvestment, loanAmount, monthlyPayment, followUpMonthlyPayment } = financing(input);
  const fixedRateMonths = input.fixedRateYears * 12;
  const schedule = amortize({
    loan: loanAmount,
    interestRatePercent: input.interestRatePercent,
    monthlyPayment,
    fixedRateMonths,
    followUpInterestRatePercent: input.followUpInterestRatePercent,
    followUpMonthlyPayment,
    specialRepaymentYearly: input.specialRepaymentYearly,
  });

  const ownerOccupied = input.coldRentMonthly === undefined;
  const buildingCost = ((input.purchasePrice + costs.total) * input.buildingSharePercent) / 100;
  const capitalised = renovationIsCapitalised(input.renovationCosts, buildingCost);
  const years = Math.max(input.holdingYears, Math.ceil(schedule.monthly.balance.length / 12));
  const plan = depreciationPlan(
    roundCents(buildingCost + (capitalised ? input.renovationCosts : 0)),
    input.completionYear,
    input.contractDate,
    input.decliningBalanceDepreciation,
  );
  const depreciation = ownerOccupied ? null : depreciationSchedule(plan, years);
  const renovationExpensed = capitalised ? 0 : input.renovationCosts;
  const rows = projectYears({ input, schedule, depreciation, renovationExpensed, years });
  const sale = sellAtEnd({
    input,
    acquisitionCost: input.purchasePrice + costs.total + (capitalised ? input.renovationCosts : 0),
    rows,
  });
  const investedEquity = Math.min(input.equity, totalInvestment);
  const equityCashFlows = ownerOccupied ? null : equityFlows(investedEquity, rows, input.holdingYears, sale.proceeds);
  const irrRate = equityCashFlows && investedEquity > 0 ? irr(equityCashFlows) : null;
  const noIrrReason = equityCashFlows && irrRate === null ? whyNoIrr(investedEquity, equityCashFlows) : null;
  const first = rows[0];

  return {
    ownerOccupied,
    transferTaxPercent: rate.percent,
    transferTaxSince: rate.from,
    purchaseCosts: costs,
    totalInvestment,
    loanAmount,
    monthlyPayment,
    // A loan repaid within the fixed-rate period has no payment after it.
    followUpMonthlyPayment: schedule.residualDebtEndOfFixedRate > 0 ? followUpMonthlyPayment : 0,
    effectiveInterestRatePercent: roundTo(effectiveAnnualRatePercent(input.interestRatePercent), 2),
    fixedRateEndDate: monthEndAfter(input.contractDate, fixedRateMonths),
    residualDebtEndOfFixedRate: schedule.residualDebtEndOfFixedRate,
    payoffMonths: schedule.payoffMonths,
    payoffDate: schedule.payoffMonths === null ? null : monthEndAfter(input.contractDate, schedule.payoffMonths),
    totalInterest: schedule.totalInterest,
    pricePerSqm: input.livingAreaSqm ? roundCents(input.purchasePrice / input.livingAreaSqm) : null,
    rentPerSqm: input.livingAreaSqm && !ownerOccupied ? roundCents((input.coldRentMonthly ?? 0) / input.livingAreaSqm) : null,
    ...yields(input, totalInvestment),
    cashFlowBeforeTaxMonthly: perMonth(first?.cashFlowBeforeTax),
    cashFlowAfterTaxMonthly: perMonth(first?.cashFlowAfterTax),
    depreciation: depreciation ? depreciationResult(plan, depreciation, input.renovationCosts, capitalised) : null,
    equityReturnPercent: equityReturn(first, investedEquity),
    sale,
    equityCashFlows,
    irrPercent: irrRate === null ? null : roundTo(irrRate * 100, 2),
    noIrrReason,
    yearly: rows,
    monthly: schedule.monthly,
  };
}

function yields(input: CalculationInput, totalInvestment: number) {
  if (input.coldRentMonthly === undefined) {
    return { grossYieldPercent: null, netYieldPercent: null, purchasePriceFactor: null };
  }
  const annualRent = input.coldRentMonthly * 12;
  const netIncome = annualRent * (1 - input.vacancyPercent / 100) - input.nonAllocableCostsMonthly * 12;
  return {
    grossYieldPercent: roundTo((annualRent / input.purchasePrice) * 100, 2),
    netYieldPercent: roundTo((netIncome / totalInvestment) * 100, 2),
    purchasePriceFactor: roundTo(input.purchasePrice / annualRent, 2),
  };
}

function perMonth(yearly: number | null | undefined): number | null {
  return yearly === null || yearly === undefined ? null : roundCents(yearly / 12);
}

function equityReturn(first: YearlyRow | undefined, equity: number): number | null {
  if (!first || first.cashFlowAfterTax === null || equity <= 0) return null;
  return roundTo(((first.cashFlowAfterTax + first.principal + first.specialRepayment) / equity) * 100, 2);
}

function equityFlows(invested: number, rows: readonly YearlyRow[], holdingYears: number, proceeds: number): number[] {
  const flows = [roundCents(-invested)];
  for (let year = 1; year <= holdingYears; year++) {
    const cashFlow = rows[year - 1]?.cashFlowAfterTax ?? 0;
    flows.push(year === holdingYears ? roundCents(cashFlow + proceeds) : cashFlow);
  }
  return flows;
}

/** For a let property without an IRR: the reason the page names, so it never contradicts the figures shown. */
function whyNoIrr(investedEquity: number, flows: readonly number[]): NoIrrReason {
  if (investedEquity <= 0) return "noEquity";
  return flows.some((flow) => flow > 0) ? "noRate" : "neverPositive";
}

function depreciationResult(
  plan: ReturnType<typeof depreciationPlan>,
  amounts: readonly number[],
  renovationCosts: number,
  capitalised: boolean,
): DepreciationResult {
  return {
    method: plan.method,
    ratePercent: plan.ratePercent,
    base: plan.base,
    firstYear: amounts[0] ?? 0,
    renovationTreatment: renovationCosts <= 0 ? "none" : capitalised ? "capitalised" : "expensed",
  };
}
