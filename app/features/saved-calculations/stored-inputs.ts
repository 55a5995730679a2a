import type { CalculationInput } from "#app/features/calculation/inputs";
import { FIELD_ORDER } from "#app/features/calculation/view/fields";
import type { CanonicalQuery } from "#app/features/calculation/view/query";

/**
 * What a saved calculation stores: the engine's validated input (every default filled in, the contract date
 * fixed), as one JSON object named like the calculator URL, numbers as plain JSON numbers. Storing the full
 * input rather than what was typed means a later change of a default cannot change an old result.
 *
 * `schema_version` says which format an object is in. When the engine's inputs change in a way that would
 * make an older object read differently (a field renamed, a unit changed, a field becoming required), raise
 * CURRENT_INPUTS_VERSION and add the step from the old version to INPUTS_MIGRATIONS; reads migrate old
 * objects step by step, so every save made since version 1 still opens. Rows are never rewritten.
 */
export const CURRENT_INPUTS_VERSION = 1;

export type StoredInputs = Record<string, unknown>;

/** Turns an object of version n into version n + 1; pure, and must not change its argument. */
export type InputsMigration = (inputs: Readonly<StoredInputs>) => StoredInputs;

/** Step n upgrades version n. Empty while version 1 is the only format. */
export const INPUTS_MIGRATIONS: Readonly<Record<number, InputsMigration>> = {};

export type MigrationOutcome =
  | { ok: true; inputs: StoredInputs }
  /** `newer`: saved by a later release (e.g. during a rollback); `unknownVersion`: no path to the current version. */
  | { ok: false; problem: "notAnObject" | "newer" | "unknownVersion" };

export function migrateInputs(
  inputs: unknown,
  version: number,
  migrations: Readonly<Record<number, InputsMigration>> = INPUTS_MIGRATIONS,
  current = CURRENT_INPUTS_VERSION,
): MigrationOutcome {
  if (typeof inputs !== "object" || inputs === null || Array.isArray(inputs)) return { ok: false, problem: "notAnObject" };
  if (!Number.isInteger(version) || version < 1) return { ok: false, problem: "unknownVersion" };
  if (version > current) return { ok: false, problem: "newer" };
  let migrated = inputs as StoredInputs;
  for (let step = version; step < current; step++) {
    const migration = migrations[step];
    if (!migration) return { ok: false, problem: "unknownVersion" };
    migrated = migration(migrated);
  }
  return { ok: true, inputs: migrated };
}

/** The object to store for a validated input (current version). */
export function toStoredInputs(input: CalculationInput): StoredInputs {
  return { ...input };
}

/**
 * A stored object as the calculator's canonical URL query, so it opens (and is checked) exactly like a
 * shared link. Unknown keys are dropped; a false checkbox is left out, as the form leaves it out.
 */
export function storedToQuery(inputs: Readonly<StoredInputs>): CanonicalQuery {
  const query: CanonicalQuery = {};
  for (const field of FIELD_ORDER) {
    const value = inputs[field];
    if (typeof value === "number" && Number.isFinite(value)) query[field] = plainNumber(value);
    else if (typeof value === "string" && value.trim() !== "") query[field] = value;
    else if (value === true) query[field] = "true";
  }
  return query;
}

/** "1234.5", never "1.2345e+3" or "1e-7": the URL's canonical number format has no exponent. */
function plainNumber(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toFixed(12).replace(/\.?0+$/, "");
}
