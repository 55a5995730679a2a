import { buildCharts } from "./charts";
import { canonicalQuery, toSearch, type CanonicalQuery } from "./query";
import type { Calculation } from "../ui/results";
import { calculate, type FieldErrors } from "./run";

/**
 * The engine as the page uses it: validation, evaluation and chart geometry. The page's loader calls it on
 * the server; in the browser it is loaded on demand (dynamic import, with zod and d3) for the live update,
 * so the first page load carries no calculation code.
 */
export type PageOutcome = { errors: FieldErrors; calculation: null } | { errors: null; calculation: Calculation };

export function pageCalculation(query: CanonicalQuery, today: string, allMonths = false): PageOutcome {
  const outcome = calculate(query, today);
  if (!outcome.ok) return { errors: outcome.errors, calculation: null };
  const { input, result } = outcome;
  const { monthly, ...summary } = result;
  return {
    errors: null,
    calculation: {
      input,
      result: summary,
      charts: buildCharts(result, input.purchasePrice),
      months: { count: monthly.balance.length, schedule: allMonths ? monthly : null },
    },
  };
}

/** The form as typed, read like the loader reads a submission: canonical URL and outcome. */
export function liveCalculate(form: FormData, today: string, allMonths: boolean): PageOutcome & { search: string } {
  const query = canonicalQuery(form);
  return { search: toSearch(query), ...pageCalculation(query, today, allMonths) };
}
