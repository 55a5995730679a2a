import type { DbRole } from "../http/types";

/** An error in PostgREST's JSON shape, carrying the HTTP status it maps to. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }

  toJSON() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

export const parseError = (message: string, details: string | null = null) => new RestError(400, "PGRST100", message, details);

interface PgErrorLike {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
}

function isPgError(e: unknown): e is PgErrorLike {
  return typeof e === "object" && e !== null && typeof (e as PgErrorLike).code === "string" && "message" in e;
}

/** PostgREST's mapping of SQLSTATE to HTTP status (docs: "Errors" → "Error codes"). */
function statusForSqlState(code: string, role: DbRole): number {
  if (code === "42501") return role === "anon" ? 401 : 403;
  const exact: Record<string, number> = {
    "23503": 409,
    "23505": 409,
    "25006": 405,
    "42883": 404,
    "42P01": 404,
    P0001: 400,
    "40001": 500,
  };
  if (exact[code] !== undefined) return exact[code];
  const byClass: Record<string, number> = {
    "08": 503,
    "09": 500,
    "0L": 403,
    "0P": 403,
    "25": 500,
    "28": 403,
    "2D": 500,
    "38": 500,
    "39": 500,
    "3B": 500,
    "40": 500,
    "53": 503,
    "54": 500,
    "55": 500,
    "57": 500,
    "58": 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}

/** Turns anything thrown while handling a request into a RestError (Postgres errors keep their SQLSTATE). */
export function toRestError(e: unknown, role: DbRole): RestError {
  if (e instanceof RestError) return e;
  if (isPgError(e)) {
    return new RestError(statusForSqlState(e.code!, role), e.code!, e.message, e.detail ?? null, e.hint ?? null);
  }
  return new RestError(500, "PGRST000", "Internal error in the local REST server", e instanceof Error ? e.message : null);
}
