import type { TFunction } from "i18next";
import type { Formatters } from "#app/features/calculation/view/format";

const MONEY = new Set(["purchasePrice", "equity", "coldRentMonthly", "nonAllocableCostsMonthly", "hausgeldMonthly", "allocableMonthly"]);
const PERCENT = new Set(["interestRatePercent", "initialRepaymentPercent", "brokerPercent"]);

/** A listing or save value as the card shows it, in the page's language ("349.000,00 €", "3,57 %", "72 m²"). */
export function showValue(field: string, value: number | string, format: Formatters, t: TFunction): string {
  if (typeof value === "number" && MONEY.has(field)) return format.money(value);
  if (typeof value === "number" && PERCENT.has(field)) return format.percent(value);
  if (field === "livingAreaSqm" && typeof value === "number") return `${format.number(value, Number.isInteger(value) ? 0 : 1)} m²`;
  if (field === "state") return t(`listing:states.${value}`, { defaultValue: String(value) });
  if (field === "tenancy") return t(`listing:tenancy.${value}`, { defaultValue: String(value) });
  return String(value);
}

export function fieldLabel(field: string, t: TFunction): string {
  return t(`listing:fields.${field}`, { defaultValue: field });
}
