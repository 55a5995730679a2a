import type { CalculationInput } from "#app/features/calculation/inputs";
import type { CalculationResult } from "#app/features/calculation/result";
import { toSearch } from "#app/features/calculation/view/query";
import { calculate } from "#app/features/calculation/view/run";
import { CURRENT_INPUTS_VERSION, INPUTS_MIGRATIONS, migrateInputs, storedToQuery, type InputsMigration } from "./stored-inputs";

/** A row of the calculations table as the pages read it. */
export interface SavedRow {
  id: string;
  name: string;
  inputs: unknown;
  schema_version: number;
  created_at: string;
  updated_at: string;
}

export interface SavedCalculation {
  id: string;
  name: string;
  createdAt: string;
  updatedAt: string;
  /** The calculator URL's query for these inputs ("?purchasePrice=…"), or "" when they cannot be opened. */
  search: string;
  outcome: { ok: true; input: CalculationInput; result: CalculationResult } | { ok: false; problem: SavedProblem };
}

/**
 * "refused": inputs today's rules refuse (a rule that became stricter); they still open in the calculator,
 * which names the field to correct, so nothing saved is locked away. "invalid": unreadable; "newer": a later format.
 */
export type SavedProblem = "newer" | "invalid" | "refused";

/**
 * Migrates a saved row's inputs to the current version, then validates and evaluates them as the calculator
 * does a shared link. A row that still fails is listed with its problem instead of breaking the page.
 */
export function openSaved(
  row: SavedRow,
  today: string,
  versions: { migrations: Readonly<Record<number, InputsMigration>>; current: number } = {
    migrations: INPUTS_MIGRATIONS,
    current: CURRENT_INPUTS_VERSION,
  },
): SavedCalculation {
  const base = { id: row.id, name: row.name, createdAt: row.created_at, updatedAt: row.updated_at };
  const migrated = migrateInputs(row.inputs, row.schema_version, versions.migrations, versions.current);
  if (!migrated.ok) return { ...base, search: "", outcome: { ok: false, problem: migrated.problem === "newer" ? "newer" : "invalid" } };
  const query = storedToQuery(migrated.inputs);
  const outcome = calculate(query, today);
  if (!outcome.ok) return { ...base, search: toSearch(query), outcome: { ok: false, problem: "refused" } };
  return { ...base, search: toSearch(query), outcome: { ok: true, input: outcome.input, result: outcome.result } };
}
