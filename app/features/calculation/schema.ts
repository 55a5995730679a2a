/**
 * Validation of calculation inputs (JSON API body, URL query, form) into a CalculationInput.
 *
 * Error messages are i18n keys into the "calculator" namespace, so the caller translates them in the
 * request's language: `calculator:errors.<field>.<problem>`, where <field> is the input's JSON name
 * (or "repayment" for the rule across the three repayment fields) and <problem> is
 * - `required`  the field is missing (required fields only),
 * - `invalid`   not a number / date / known value, or outside the allowed range (the text states the range),
 * - a named rule for checks across fields: `repayment.chooseOne`, `monthlyPayment.belowInterest`,
 *   `followUpInterestRatePercent.belowInterest`, `followUpMonthlyPayment.belowInterest`,
 *   `decliningBalanceDepreciation.notEligible`.
 * Every issue's path names the field it belongs to.
 *
 * Numbers are accepted as JSON numbers or canonical decimal strings ("1234.56", as in a shared URL); an
 * empty string counts as missing. Locale formats ("1.234,56") are the form layer's job.
 */
import { z } from "zod";
import { isIsoDate } from "./dates";
import { decliningBalanceBar, type DecliningBalanceBar } from "./depreciation";
import { financing } from "./financing";
import { INPUT_DEFAULTS, type CalculationInput } from "./inputs";
import { fromCents, toCents } from "./money";
import { balanceAfterPayments } from "./schedule";
import { normalizeStateCode, TABLE_COVERS_FROM } from "./transfer-tax";

export const ERROR_PREFIX = "calculator:errors.";
const LATEST_CONTRACT_DATE = "2100-12-31";

interface NumberRule {
  min: number;
  max: number;
  integer?: boolean;
  /** Exclusive minimum, for values that must be above zero. */
  aboveMin?: boolean;
}

/** Allowed ranges; the catalogue's `errors.<field>.invalid` texts state the same bounds. */
export const NUMBER_RULES = {
  purchasePrice: { min: 1_000, max: 100_000_000 },
  notaryPercent: { min: 0, max: 10 },
  landRegistryPercent: { min: 0, max: 5 },
  brokerPercent: { min: 0, max: 10 },
  renovationCosts: { min: 0, max: 100_000_000 },
  equity: { min: 0, max: 200_000_000 },
  interestRatePercent: { min: 0, max: 20 },
  initialRepaymentPercent: { min: 0.1, max: 20 },
  monthlyPayment: { min: 1, max: 10_000_000 },
  termYears: { min: 1, max: 50, integer: true },
  fixedRateYears: { min: 1, max: 40, integer: true },
  followUpInterestRatePercent: { min: 0, max: 20 },
  followUpMonthlyPayment: { min: 1, max: 10_000_000 },
  specialRepaymentYearly: { min: 0, max: 100_000_000 },
  livingAreaSqm: { min: 0, max: 100_000, aboveMin: true },
  coldRentMonthly: { min: 0, max: 10_000_000, aboveMin: true },
  nonAllocableCostsMonthly: { min: 0, max: 1_000_000 },
  vacancyPercent: { min: 0, max: 100 },
  rentGrowthPercent: { min: -10, max: 20 },
  valueGrowthPercent: { min: -10, max: 20 },
  costGrowthPercent: { min: -10, max: 20 },
  buildingSharePercent: { min: 0, max: 100 },
  completionYear: { min: 1000, max: 2100, integer: true },
  marginalTaxRatePercent: { min: 0, max: 50 },
  holdingYears: { min: 1, max: 50, integer: true },
  sellingCostsPercent: { min: 0, max: 20 },
} as const satisfies Record<string, NumberRule>;

type NumberField = keyof typeof NUMBER_RULES;
export const REQUIRED_FIELDS = ["purchasePrice", "state", "equity", "interestRatePercent"] as const;

function key(field: string, problem: string): string {
  return `${ERROR_PREFIX}${field}.${problem}`;
}

const CANONICAL_NUMBER = /^-?\d+(\.\d+)?$/;

function blankToUndefined(value: unknown): unknown {
  if (value === null || (typeof value === "string" && value.trim() === "")) return undefined;
  return value;
}

function toNumber(value: unknown): unknown {
  const present = blankToUndefined(value);
  if (typeof present !== "string") return present;
  const text = present.trim();
  return CANONICAL_NUMBER.test(text) ? Number(text) : present;
}

function toBoolean(value: unknown): unknown {
  const present = blankToUndefined(value);
  if (typeof present !== "string") return present;
  const text = present.trim().toLowerCase();
  if (["true", "on", "1"].includes(text)) return true;
  if (["false", "off", "0"].includes(text)) return false;
  return present;
}

function numberSchema(field: NumberField) {
  const rule: NumberRule = NUMBER_RULES[field];
  const required = (REQUIRED_FIELDS as readonly string[]).includes(field);
  const invalid = key(field, "invalid");
  let schema = z.number({
    error: (issue) => (issue.input === undefined && required ? key(field, "required") : invalid),
  });
  schema = rule.aboveMin ? schema.gt(rule.min, invalid) : schema.min(rule.min, invalid);
  schema = schema.max(rule.max, invalid);
  if (rule.integer) schema = schema.int(invalid);
  return schema;
}

function requiredNumber(field: NumberField) {
  return z.preprocess(toNumber, numberSchema(field));
}

function optionalNumber(field: NumberField) {
  return z.preprocess(toNumber, numberSchema(field).optional());
}

function defaultedNumber(field: NumberField & keyof typeof INPUT_DEFAULTS) {
  return z.preprocess(toNumber, numberSchema(field).default(INPUT_DEFAULTS[field]));
}

function rawSchema(today: string) {
  return z.object({
    purchasePrice: requiredNumber("purchasePrice"),
    state: z.preprocess(
      blankToUndefined,
      z.string({ error: (issue) => key("state", issue.input === undefined ? "required" : "invalid") }).transform((value, context) => {
        const state = normalizeStateCode(value);
        if (state) return state;
        context.addIssue({ code: "custom", message: key("state", "invalid") });
        return z.NEVER;
      }),
    ),
    contractDate: z.preprocess(
      blankToUndefined,
      z
        .string({ error: key("contractDate", "invalid") })
        .refine((value) => isIsoDate(value) && value >= TABLE_COVERS_FROM && value <= LATEST_CONTRACT_DATE, {
          error: key("contractDate", "invalid"),
        })
        .default(today),
    ),
    notaryPercent: defaultedNumber("notaryPercent"),
    landRegistryPercent: defaultedNumber("landRegistryPercent"),
    brokerPercent: defaultedNumber("brokerPercent"),
    renovationCosts: defaultedNumber("renovationCosts"),
    equity: requiredNumber("equity"),
    interestRatePercent: requiredNumber("interestRatePercent"),
    initialRepaymentPercent: optionalNumber("initialRepaymentPercent"),
    monthlyPayment: optionalNumber("monthlyPayment"),
    termYears: optionalNumber("termYears"),
    fixedRateYears: defaultedNumber("fixedRateYears"),
    followUpInterestRatePercent: optionalNumber("followUpInterestRatePercent"),
    followUpMonthlyPayment: optionalNumber("followUpMonthlyPayment"),
    specialRepaymentYearly: defaultedNumber("specialRepaymentYearly"),
    livingAreaSqm: optionalNumber("livingAreaSqm"),
    coldRentMonthly: optionalNumber("coldRentMonthly"),
    nonAllocableCostsMonthly: defaultedNumber("nonAllocableCostsMonthly"),
    vacancyPercent: defaultedNumber("vacancyPercent"),
    rentGrowthPercent: defaultedNumber("rentGrowthPercent"),
    valueGrowthPercent: defaultedNumber("valueGrowthPercent"),
    costGrowthPercent: defaultedNumber("costGrowthPercent"),
    buildingSharePercent: defaultedNumber("buildingSharePercent"),
    completionYear: optionalNumber("completionYear"),
    decliningBalanceDepreciation: z.preprocess(toBoolean, z.boolean({ error: key("decliningBalanceDepreciation", "invalid") }).default(false)),
    marginalTaxRatePercent: defaultedNumber("marginalTaxRatePercent"),
    holdingYears: defaultedNumber("holdingYears"),
    sellingCostsPercent: defaultedNumber("sellingCostsPercent"),
  });
}

type RawInput = z.output<ReturnType<typeof rawSchema>>;
const BAR_MESSAGE: Record<DecliningBalanceBar, string> = {
  notNewBuild: "notEligible",
  contractOutsideWindow: "contractOutsideWindow",
  boughtAfterCompletionYear: "boughtAfterCompletionYear",
};
const REPAYMENT_FIELDS = ["initialRepaymentPercent", "monthlyPayment", "termYears"] as const;

/** The schema with the contract date defaulting to `today` (ISO, from an injected clock: see germanIsoDay). */
function calculationInputSchema(today: string) {
  return rawSchema(today).transform((raw, context): CalculationInput => {
    const given = REPAYMENT_FIELDS.filter((field) => raw[field] !== undefined);
    if (given.length !== 1) {
      for (const field of given.length === 0 ? REPAYMENT_FIELDS : given) {
        context.addIssue({ code: "custom", path: [field], message: key("repayment", "chooseOne") });
      }
      return z.NEVER;
    }
    const bar = raw.decliningBalanceDepreciation ? decliningBalanceBar(raw.completionYear, raw.contractDate) : null;
    if (bar) {
      context.addIssue({ code: "custom", path: ["decliningBalanceDepreciation"], message: key("decliningBalanceDepreciation", BAR_MESSAGE[bar]) });
      return z.NEVER;
    }
    const input = withoutUndefined({
      ...raw,
      followUpInterestRatePercent: raw.followUpInterestRatePercent ?? raw.interestRatePercent,
    });
    for (const issue of paymentIssues(input)) context.addIssue({ code: "custom", ...issue });
    return input;
  });
}

/** Optional fields stay absent rather than present-but-undefined, so the input round-trips through JSON. */
function withoutUndefined(raw: RawInput & Pick<CalculationInput, "followUpInterestRatePercent">): CalculationInput {
  const input: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(raw)) if (value !== undefined) input[name] = value;
  return input as unknown as CalculationInput;
}

/**
 * A payment that does not exceed the interest never repays the loan. Checked for month 1 and for the first
 * month after the fixed-rate period, on the debt the schedule leaves then: special repayments lower it, and
 * they are how a buyer prepares for a higher follow-up rate.
 */
function paymentIssues(input: CalculationInput): { path: string[]; message: string }[] {
  const { loanAmount, monthlyPayment, followUpMonthlyPayment } = financing(input);
  if (loanAmount === 0) return [];
  // Only a payment typed in can fall short at the start: rate + repayment and the term annuity exceed the interest.
  if (input.monthlyPayment !== undefined && monthlyPayment <= (loanAmount * input.interestRatePercent) / 1200) {
    return [{ path: ["monthlyPayment"], message: key("monthlyPayment", "belowInterest") }];
  }
  const residual = fromCents(
    balanceAfterPayments(
      toCents(loanAmount),
      input.interestRatePercent,
      toCents(monthlyPayment),
      input.fixedRateYears * 12,
      toCents(input.specialRepaymentYearly),
    ),
  );
  if (residual > 0 && followUpMonthlyPayment <= (residual * input.followUpInterestRatePercent) / 1200) {
    const field = input.followUpMonthlyPayment !== undefined ? "followUpMonthlyPayment" : "followUpInterestRatePercent";
    return [{ path: [field], message: key(field, "belowInterest") }];
  }
  return [];
}

let cached: { today: string; schema: ReturnType<typeof calculationInputSchema> } | null = null;

/** Validates raw input; the schema is rebuilt only when the day changes. */
export function parseCalculationInput(raw: unknown, today: string) {
  if (!cached || cached.today !== today) cached = { today, schema: calculationInputSchema(today) };
  return cached.schema.safeParse(raw);
}
