/**
 * The calculator form's fields, in the order they appear in the form and in a canonical URL. Names are the
 * engine's input names (schema.ts), so a URL query and a JSON API body read the same. Kept free of zod so
 * the page can import it without the schema.
 */
export type NumberKind = "money" | "percent" | "years" | "decimal";

/** Every numeric input; "money" shows thousands separators, the rest plain digits (a year must not read "2.023"). */
export const NUMBER_FIELDS = {
  purchasePrice: "money",
  notaryPercent: "percent",
  landRegistryPercent: "percent",
  brokerPercent: "percent",
  renovationCosts: "money",
  equity: "money",
  interestRatePercent: "percent",
  initialRepaymentPercent: "percent",
  monthlyPayment: "money",
  termYears: "years",
  fixedRateYears: "years",
  followUpInterestRatePercent: "percent",
  followUpMonthlyPayment: "money",
  specialRepaymentYearly: "money",
  livingAreaSqm: "decimal",
  coldRentMonthly: "money",
  nonAllocableCostsMonthly: "money",
  vacancyPercent: "percent",
  rentGrowthPercent: "percent",
  valueGrowthPercent: "percent",
  costGrowthPercent: "percent",
  buildingSharePercent: "percent",
  completionYear: "years",
  marginalTaxRatePercent: "percent",
  holdingYears: "years",
  sellingCostsPercent: "percent",
} as const satisfies Record<string, NumberKind>;

export type NumberFieldName = keyof typeof NUMBER_FIELDS;
type TextFieldName = "state" | "contractDate" | "decliningBalanceDepreciation";
export type FieldName = NumberFieldName | TextFieldName;

export const REPAYMENT_FIELDS = {
  initialRepayment: "initialRepaymentPercent",
  monthlyPayment: "monthlyPayment",
  term: "termYears",
} as const;
export type RepaymentMode = keyof typeof REPAYMENT_FIELDS;
export const REPAYMENT_MODES = Object.keys(REPAYMENT_FIELDS) as RepaymentMode[];

/** The form's sections; each is a fieldset with its catalogue legend `sections.<id>`. */
export const SECTIONS = {
  purchase: ["purchasePrice", "state", "contractDate", "notaryPercent", "landRegistryPercent", "brokerPercent", "renovationCosts"],
  financing: [
    "equity",
    "interestRatePercent",
    "initialRepaymentPercent",
    "monthlyPayment",
    "termYears",
    "fixedRateYears",
    "followUpInterestRatePercent",
    "followUpMonthlyPayment",
    "specialRepaymentYearly",
  ],
  rental: ["coldRentMonthly", "livingAreaSqm", "nonAllocableCostsMonthly", "vacancyPercent", "rentGrowthPercent", "costGrowthPercent"],
  tax: ["buildingSharePercent", "completionYear", "decliningBalanceDepreciation", "marginalTaxRatePercent"],
  projection: ["holdingYears", "valueGrowthPercent", "sellingCostsPercent"],
} as const satisfies Record<string, readonly FieldName[]>;
export type SectionId = keyof typeof SECTIONS;

/** Canonical URL order: the form's order. */
export const FIELD_ORDER: readonly FieldName[] = Object.values(SECTIONS).flat();

export function isNumberField(name: string): name is NumberFieldName {
  return Object.hasOwn(NUMBER_FIELDS, name);
}
