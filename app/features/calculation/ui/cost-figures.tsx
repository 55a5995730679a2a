import type { TFunction } from "i18next";
import type { CalculationInput } from "../inputs";
import type { ResultSummary } from "../result";
import type { Figure } from "./figure-list";
import type { Formatters } from "../view/format";

export interface CostLine {
  id: string;
  label: string;
  rate?: string;
  note?: string;
  amount: string;
  total?: boolean;
}

/** From the price to the loan: each purchase cost with its rate, then totals. */
export function costLines(input: CalculationInput, result: ResultSummary, t: TFunction, format: Formatters): CostLine[] {
  const costs = result.purchaseCosts;
  return [
    { id: "purchasePrice", label: t("results.purchasePrice"), amount: format.money(input.purchasePrice) },
    {
      id: "transferTax",
      label: t("results.purchaseCosts.transferTax"),
      rate: format.percent(result.transferTaxPercent),
      note: t("results.transferTaxSince", { date: format.date(result.transferTaxSince) }),
      amount: format.money(costs.transferTax),
    },
    { id: "notary", label: t("results.purchaseCosts.notary"), rate: format.percent(input.notaryPercent), amount: format.money(costs.notary) },
    {
      id: "landRegistry",
      label: t("results.purchaseCosts.landRegistry"),
      rate: format.percent(input.landRegistryPercent),
      amount: format.money(costs.landRegistry),
    },
    { id: "broker", label: t("results.purchaseCosts.broker"), rate: format.percent(input.brokerPercent), amount: format.money(costs.broker) },
    { id: "total", label: t("results.purchaseCosts.total"), amount: format.money(costs.total), total: true },
    { id: "renovationCosts", label: t("results.renovationCosts"), amount: format.money(input.renovationCosts) },
    { id: "totalInvestment", label: t("results.totalInvestment"), amount: format.money(result.totalInvestment), total: true },
    { id: "equity", label: t("fields.equity.label"), amount: format.money(-Math.min(input.equity, result.totalInvestment)) },
    { id: "loanAmount", label: t("results.loanAmount"), amount: format.money(result.loanAmount), total: true },
  ];
}

/** The remaining outputs: financing details, depreciation and the sale, each only where it applies. */
export function moreFigures(result: ResultSummary, t: TFunction, format: Formatters): Figure[] {
  // Rates and the follow-up payment describe a loan; a purchase paid from equity has none.
  const figures: Figure[] =
    result.loanAmount === 0
      ? []
      : [
          {
            id: "effectiveInterestRatePercent",
            label: t("results.effectiveInterestRatePercent"),
            value: format.percent(result.effectiveInterestRatePercent),
          },
          { id: "followUpMonthlyPayment", label: t("results.followUpMonthlyPayment"), value: format.money(result.followUpMonthlyPayment) },
        ];
  if (result.pricePerSqm !== null) figures.push({ id: "pricePerSqm", label: t("results.pricePerSqm"), value: format.money(result.pricePerSqm) });
  if (result.rentPerSqm !== null) figures.push({ id: "rentPerSqm", label: t("results.rentPerSqm"), value: format.money(result.rentPerSqm) });
  if (result.equityReturnPercent !== null) {
    figures.push({ id: "equityReturnPercent", label: t("results.equityReturnPercent"), value: format.percent(result.equityReturnPercent) });
  }
  const depreciation = result.depreciation;
  if (depreciation) {
    figures.push({
      id: "depreciation",
      label: t("results.depreciation.firstYear"),
      value: format.money(depreciation.firstYear),
      detail: `${t(`results.depreciation.${depreciation.method}`)} ${format.percent(depreciation.ratePercent)} · ${t("results.depreciation.base")} ${format.money(depreciation.base)} · ${t("results.depreciation.renovationTreatment")}: ${t(`results.depreciation.${depreciation.renovationTreatment}`)}`,
    });
  }
  const sale = result.sale;
  figures.push({
    id: "sale",
    label: `${t("results.sale.title", { year: sale.year })}: ${t("results.sale.proceeds")}`,
    value: format.money(sale.proceeds),
    detail: [
      `${t("results.sale.salePrice")} ${format.money(sale.salePrice)}`,
      `${t("results.sale.sellingCosts")} ${format.money(sale.sellingCosts)}`,
      `${t("results.sale.residualDebt")} ${format.money(sale.residualDebt)}`,
      // § 23 EStG: only a let property sold within ten years is taxed (docs/decisions/004).
      result.ownerOccupied || sale.year > 10 ? t("results.sale.taxFree") : `${t("results.sale.tax")} ${format.money(sale.tax)}`,
    ].join(" · "),
  });
  return figures;
}
