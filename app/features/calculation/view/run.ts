import { evaluate } from "../evaluate";
import type { CalculationInput } from "../inputs";
import type { CalculationResult } from "../result";
import { parseCalculationInput } from "../schema";
import type { CanonicalQuery } from "./query";

/** Field → catalogue keys of its problems (`calculator:errors.…`), translated where they are shown. */
export type FieldErrors = Record<string, string[]>;

export type Outcome = { ok: true; input: CalculationInput; result: CalculationResult } | { ok: false; errors: FieldErrors };

/** Validates and evaluates raw input (a canonical URL query or a JSON body), as the page, CSV and API do. */
export function calculate(raw: CanonicalQuery | Record<string, unknown>, today: string): Outcome {
  const parsed = parseCalculationInput(raw, today);
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = typeof issue.path[0] === "string" ? issue.path[0] : "body";
      const messages = (errors[field] ??= []);
      if (!messages.includes(issue.message)) messages.push(issue.message);
    }
    return { ok: false, errors };
  }
  return { ok: true, input: parsed.data, result: evaluate(parsed.data) };
}
