import { INPUT_DEFAULTS } from "#app/features/calculation/inputs";
import type { ListingReading, Tenancy } from "./read-listing";

/**
 * From what a listing states to the calculator's input: the values found (with their phrases), the defaults
 * assumed for what a listing never says (financing) or did not say (broker), and what is missing. Missing
 * values stay empty: the calculator link leaves them for the user rather than inventing them.
 */
export const ASSUMED_FINANCING = { equitySharePercent: 20, interestRatePercent: 3.5, initialRepaymentPercent: 2 } as const;

export type ListingField =
  | "purchasePrice"
  | "state"
  | "livingAreaSqm"
  | "coldRentMonthly"
  | "hausgeldMonthly"
  | "allocableMonthly"
  | "nonAllocableCostsMonthly"
  | "completionYear"
  | "brokerPercent"
  | "tenancy";

export interface FoundValue {
  field: ListingField;
  value: number | string;
  phrase: string;
}

export interface AssumedValue {
  field: "equity" | "interestRatePercent" | "initialRepaymentPercent" | "brokerPercent" | "nonAllocableCostsMonthly";
  value: number;
  /** Why this value: a catalogue key under `listing:why.` */
  why: "equityShare" | "typicalRate" | "typicalRepayment" | "calculatorDefault" | "hausgeldNotSplit";
}

export interface ListingCalculation {
  found: FoundValue[];
  assumed: AssumedValue[];
  missing: ListingField[];
  tenancy: Tenancy | null;
  /** The calculator's input (its URL names), only what was found or assumed. */
  inputs: Record<string, number | string>;
}

/** The fields a listing should state; any of them not found is named as missing. */
const EXPECTED: ListingField[] = [
  "purchasePrice",
  "state",
  "livingAreaSqm",
  "coldRentMonthly",
  "hausgeldMonthly",
  "completionYear",
  "brokerPercent",
  "tenancy",
];

export function listingCalculation(reading: ListingReading, changes: Partial<Record<AssumedValue["field"], number>> = {}): ListingCalculation {
  const found: FoundValue[] = [];
  const add = (field: ListingField, entry: { value: number | string; phrase: string } | undefined) => {
    if (entry) found.push({ field, value: entry.value, phrase: entry.phrase });
  };
  add("purchasePrice", reading.purchasePrice);
  add("state", reading.state);
  add("livingAreaSqm", reading.livingAreaSqm);
  add("coldRentMonthly", reading.coldRentMonthly);
  add("hausgeldMonthly", reading.hausgeldMonthly);
  add("allocableMonthly", reading.allocableMonthly);
  add("nonAllocableCostsMonthly", reading.nonAllocableMonthly);
  add("completionYear", reading.completionYear);
  add("brokerPercent", reading.brokerPercent);
  add("tenancy", reading.tenancy);

  const inputs: Record<string, number | string> = {};
  const assumed: AssumedValue[] = [];
  const assume = (field: AssumedValue["field"], value: number, why: AssumedValue["why"]) => {
    if (changes[field] !== undefined) return void (inputs[field] = changes[field]);
    inputs[field] = value;
    assumed.push({ field, value, why });
  };
  if (reading.purchasePrice) inputs.purchasePrice = reading.purchasePrice.value;
  if (reading.state) inputs.state = reading.state.value;
  if (reading.livingAreaSqm) inputs.livingAreaSqm = reading.livingAreaSqm.value;
  if (reading.coldRentMonthly) inputs.coldRentMonthly = reading.coldRentMonthly.value;
  if (reading.completionYear) inputs.completionYear = reading.completionYear.value;
  if (reading.brokerPercent) inputs.brokerPercent = reading.brokerPercent.value;
  else assume("brokerPercent", INPUT_DEFAULTS.brokerPercent, "calculatorDefault");
  if (reading.nonAllocableMonthly) inputs.nonAllocableCostsMonthly = reading.nonAllocableMonthly.value;
  // A Hausgeld without its split: all of it counted against the rent, the cautious reading.
  else if (reading.hausgeldMonthly) assume("nonAllocableCostsMonthly", reading.hausgeldMonthly.value, "hausgeldNotSplit");

  const price = reading.purchasePrice?.value;
  if (price !== undefined) assume("equity", Math.round((price * ASSUMED_FINANCING.equitySharePercent) / 100), "equityShare");
  assume("interestRatePercent", ASSUMED_FINANCING.interestRatePercent, "typicalRate");
  assume("initialRepaymentPercent", ASSUMED_FINANCING.initialRepaymentPercent, "typicalRepayment");

  const present = new Set(found.map((entry) => entry.field));
  return {
    found,
    assumed,
    missing: EXPECTED.filter((field) => !present.has(field)),
    tenancy: reading.tenancy?.value ?? null,
    inputs,
  };
}
