import { MAX_COMPARED } from "#app/features/calculation/compare";
import { isUuid } from "#app/lib/uuid";

export interface CompareRequest {
  /** Distinct well-formed ids in the order given. */
  ids: string[];
  /** More than MAX_COMPARED distinct ids were asked for: nothing is compared. */
  tooMany: boolean;
  /** How many given ids are not ids at all (they count as not found). */
  malformed: number;
}

/**
 * Reads /compare's ids: repeated `ids` parameters (what the list's checkboxes submit) and comma-separated
 * lists (`?ids=a,b`, handy to share), duplicates dropped.
 */
export function parseCompareIds(params: URLSearchParams): CompareRequest {
  const given = params
    .getAll("ids")
    .flatMap((value) => value.split(","))
    .map((value) => value.trim().toLowerCase())
    .filter((value) => value !== "");
  const distinct = [...new Set(given)];
  const ids = distinct.filter((value) => isUuid(value));
  return { ids, tooMany: distinct.length > MAX_COMPARED, malformed: distinct.length - ids.length };
}
