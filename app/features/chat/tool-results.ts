import type { CalculationResult } from "#app/features/calculation/result";
import { FIELD_ORDER } from "#app/features/calculation/view/fields";
import type { AssumedValue, FoundValue, ListingField } from "#app/features/listing/listing-inputs";

/** The figures a tool card shows; the tools return them, the cards read them from the stored parts. */
export interface KeyFigures {
  transferTaxPercent: number;
  purchaseCosts: number;
  totalInvestment: number;
  loanAmount: number;
  monthlyPayment: number;
  grossYieldPercent: number | null;
  netYieldPercent: number | null;
}

export function keyFigures(result: CalculationResult): KeyFigures {
  return {
    transferTaxPercent: result.transferTaxPercent,
    purchaseCosts: result.purchaseCosts.total,
    totalInvestment: result.totalInvestment,
    loanAmount: result.loanAmount,
    monthlyPayment: result.monthlyPayment,
    grossYieldPercent: result.grossYieldPercent,
    netYieldPercent: result.netYieldPercent,
  };
}

/** One calculation a card shows: its figures and the calculator query that opens its inputs. */
export interface CardCalculation {
  name?: string;
  search: string;
  figures: KeyFigures | null;
}

/**
 * Reads a stored tool part (untrusted JSON from the database or the stream) into the calculations its card
 * shows; anything unexpected yields nothing rather than a broken card.
 */
export function cardCalculations(output: unknown): CardCalculation[] {
  if (!output || typeof output !== "object" || (output as { ok?: unknown }).ok !== true) return [];
  const value = output as { search?: unknown; figures?: unknown; calculations?: unknown };
  const one = (item: unknown): CardCalculation | null => {
    if (!item || typeof item !== "object") return null;
    const { search, figures, name } = item as { search?: unknown; figures?: unknown; name?: unknown };
    if (typeof search !== "string" || (search !== "" && !search.startsWith("?"))) return null;
    return {
      search,
      figures: figures && typeof figures === "object" ? (figures as KeyFigures) : null,
      ...(typeof name === "string" ? { name } : {}),
    };
  };
  if (Array.isArray(value.calculations)) return value.calculations.map(one).filter((c): c is CardCalculation => c !== null);
  const single = one(value);
  return single ? [single] : [];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isValue = (value: unknown): value is number | string => typeof value === "number" || typeof value === "string";

/** What read_listing returned, for its card: the values found (with phrases) and assumed, and what is missing. */
export interface ListingCardData {
  found: FoundValue[];
  assumed: Pick<AssumedValue, "field" | "value" | "why">[];
  missing: ListingField[];
}

export function listingCard(output: unknown): ListingCardData | null {
  if (!isObject(output) || output.ok !== true || output.kind !== "listing") return null;
  const rows = (value: unknown) => (Array.isArray(value) ? value.filter(isObject) : []);
  return {
    found: rows(output.found).flatMap((row) =>
      typeof row.field === "string" && isValue(row.value) && typeof row.phrase === "string"
        ? [{ field: row.field as ListingField, value: row.value, phrase: row.phrase }]
        : [],
    ),
    assumed: rows(output.assumed).flatMap((row) =>
      typeof row.field === "string" && typeof row.value === "number" && typeof row.why === "string"
        ? [{ field: row.field as AssumedValue["field"], value: row.value, why: row.why as AssumedValue["why"] }]
        : [],
    ),
    missing: Array.isArray(output.missing) ? output.missing.filter((field): field is ListingField => typeof field === "string") : [],
  };
}

/** What save_calculation asks to write: the name and its inputs (the calculator's names, as text). */
export interface SaveRequest {
  name: string;
  inputs: Record<string, string>;
  compareCount: number;
}

export function saveRequest(input: unknown): SaveRequest | null {
  if (!isObject(input) || typeof input.name !== "string" || !isObject(input.inputs)) return null;
  const given = input.inputs;
  // In the calculator's order, whatever order the model wrote them in.
  const inputs = Object.fromEntries(FIELD_ORDER.flatMap((key) => (isValue(given[key]) ? [[key, String(given[key])]] : [])));
  const compareCount = Array.isArray(input.compareWithIds) ? input.compareWithIds.length : 0;
  return { name: input.name, inputs, compareCount };
}

/** The links an approved save returns (site paths in the user's language), for its card and the model's answer. */
export interface SavedLinks {
  calculator: string;
  saved: string;
  compare: string | null;
}

export function savedLinks(output: unknown): SavedLinks | null {
  if (!isObject(output) || output.ok !== true || !isObject(output.links)) return null;
  const { calculator, saved, compare } = output.links;
  const path = (value: unknown) => typeof value === "string" && value.startsWith("/") && !value.startsWith("//");
  if (!path(calculator) || !path(saved)) return null;
  return { calculator: calculator as string, saved: saved as string, compare: path(compare) ? (compare as string) : null };
}
