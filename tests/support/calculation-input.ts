import type { CalculationInput } from "#app/features/calculation/inputs";
import { parseCalculationInput } from "#app/features/calculation/schema";

/** The engine's input from raw fields as the schema reads them, contract in March 2026 and "today" fixed. */
export function calculationInput(raw: Record<string, unknown>): CalculationInput {
  const result = parseCalculationInput({ contractDate: "2026-03-15", ...raw }, "2026-11-22");
  if (!result.success) throw new Error(JSON.stringify(result.error.issues));
  return result.data;
}
