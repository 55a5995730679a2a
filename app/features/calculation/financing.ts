import { annuityFromInitialRepayment, annuityFromTerm } from "./annuity";
import { repaymentMode, type CalculationInput } from "./inputs";
import { roundCents } from "./money";
import { purchaseCosts, type PurchaseCosts } from "./purchase-costs";
import { transferTaxRate, type TransferTaxRate } from "./transfer-tax";

/** What the purchase costs and how it is financed: shared by the engine and the schema's plausibility checks. */
export interface Financing {
  transferTax: TransferTaxRate;
  costs: PurchaseCosts;
  totalInvestment: number;
  /** Total investment − equity, never negative: equity pays the purchase costs first. */
  loanAmount: number;
  monthlyPayment: number;
  followUpMonthlyPayment: number;
}

type FinancingInput = Pick<
  CalculationInput,
  | "purchasePrice"
  | "state"
  | "contractDate"
  | "notaryPercent"
  | "landRegistryPercent"
  | "brokerPercent"
  | "renovationCosts"
  | "equity"
  | "interestRatePercent"
  | "initialRepaymentPercent"
  | "monthlyPayment"
  | "termYears"
  | "followUpMonthlyPayment"
>;

export function financing(input: FinancingInput): Financing {
  const transferTax = transferTaxRate(input.state, input.contractDate);
  if (!transferTax) throw new RangeError(`No transfer-tax rate for ${input.state} on ${input.contractDate}`);
  const costs = purchaseCosts(input.purchasePrice, { ...input, transferTaxPercent: transferTax.percent });
  const totalInvestment = roundCents(input.purchasePrice + costs.total + input.renovationCosts);
  const loanAmount = roundCents(Math.max(0, totalInvestment - input.equity));
  const monthlyPayment = loanAmount > 0 ? initialPayment(input, loanAmount) : 0;
  const followUpMonthlyPayment = loanAmount > 0 ? roundCents(input.followUpMonthlyPayment ?? monthlyPayment) : 0;
  return { transferTax, costs, totalInvestment, loanAmount, monthlyPayment, followUpMonthlyPayment };
}

function initialPayment(input: FinancingInput, loan: number): number {
  switch (repaymentMode(input)) {
    case "monthlyPayment":
      return roundCents(input.monthlyPayment ?? 0);
    case "term":
      return annuityFromTerm(loan, input.interestRatePercent, (input.termYears ?? 0) * 12);
    case "initialRepayment":
      return annuityFromInitialRepayment(loan, input.interestRatePercent, input.initialRepaymentPercent ?? 0);
  }
}
