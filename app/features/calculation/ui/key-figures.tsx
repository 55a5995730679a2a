import type { TFunction } from "i18next";
import type { ResultSummary } from "../result";
import type { Figure } from "./figure-list";
import type { Formatters } from "../view/format";

/** The figures people look for first, in the order; rental figures only for a let property. */
export function keyFigures(result: ResultSummary, t: TFunction, format: Formatters): Figure[] {
  const figures: Figure[] = [
    { id: "monthlyPayment", label: t("results.monthlyPayment"), value: format.money(result.monthlyPayment) },
    { id: "purchaseCosts", label: t("results.purchaseCosts.total"), value: format.money(result.purchaseCosts.total) },
    { id: "loanAmount", label: t("results.loanAmount"), value: format.money(result.loanAmount) },
    ...loanFigures(result, t, format),
  ];
  if (result.ownerOccupied) return figures;
  const optional = (id: keyof ResultSummary, value: number | null, show: (value: number) => string, missing?: string): Figure[] =>
    value === null ? (missing ? [{ id, label: t(`results.${id}`), value: missing }] : []) : [{ id, label: t(`results.${id}`), value: show(value) }];
  return [
    ...figures,
    ...optional("grossYieldPercent", result.grossYieldPercent, format.percent),
    ...optional("netYieldPercent", result.netYieldPercent, format.percent),
    ...optional("purchasePriceFactor", result.purchasePriceFactor, (value) => format.number(value, 2)),
    ...optional("cashFlowBeforeTaxMonthly", result.cashFlowBeforeTaxMonthly, format.money),
    ...optional("cashFlowAfterTaxMonthly", result.cashFlowAfterTaxMonthly, format.money),
    // A let property without an IRR always has a reason; "noRate" is the one that holds for any flows.
    ...optional("irrPercent", result.irrPercent, format.percent, t(`results.noIrr.${result.noIrrReason ?? "noRate"}`)),
  ];
}

/** Residual debt, payoff and interest: for a purchase paid from equity one line saying there is no loan. */
function loanFigures(result: ResultSummary, t: TFunction, format: Formatters): Figure[] {
  if (result.loanAmount === 0) return [{ id: "noLoan", label: t("results.financing"), value: t("results.noLoan") }];
  return [
    {
      id: "residualDebtEndOfFixedRate",
      label: t("results.residualDebtEndOfFixedRate"),
      value: format.money(result.residualDebtEndOfFixedRate),
      detail: t("results.fixedRateEnd", { date: format.date(result.fixedRateEndDate) }),
    },
    payoff(result, t, format),
    {
      id: "totalInterest",
      // The schedule stops after 100 years, so a loan never repaid has only that much interest to add up.
      label: t(result.payoffMonths === null ? "results.interestWithin100Years" : "results.totalInterest"),
      value: format.money(result.totalInterest),
    },
  ];
}

function payoff(result: ResultSummary, t: TFunction, format: Formatters): Figure {
  if (result.payoffDate === null || result.payoffMonths === null) {
    return { id: "payoffDate", label: t("results.payoffDate"), value: t("results.notRepaid") };
  }
  return {
    id: "payoffDate",
    label: t("results.payoffDate"),
    value: format.date(result.payoffDate),
    detail: `${t("results.payoffMonths")} ${duration(t, Math.floor(result.payoffMonths / 12), result.payoffMonths % 12)}`,
  };
}

export function duration(t: TFunction, years: number, months: number): string {
  if (months === 0) return t("results.years", { count: years });
  if (years === 0) return t("results.months", { count: months });
  return t("results.payoffMonthsValue", { years: t("results.years", { count: years }), months: t("results.months", { count: months }) });
}
