import type { IncomingMessage, ServerResponse } from "node:http";
import { sendJson } from "../http/respond";

/** An error the Auth API answers with: HTTP status, Supabase Auth error code and message. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra top-level fields, e.g. weak_password: { reasons }. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const notFound = (code: string, message: string) => new AuthError(404, code, message);

export function weakPassword(minimum: number): AuthError {
  return new AuthError(422, "weak_password", `Password should be at least ${minimum} characters.`, { weak_password: { reasons: ["length"] } });
}

const API_VERSION_2024 = Date.parse("2024-01-01T00:00:00Z");

/** supabase-js sends X-Supabase-Api-Version: 2024-01-01 and then reads { code, message }; older clients get { code: status, error_code, msg }. */
function wantsVersioned(req: IncomingMessage): boolean {
  const header = req.headers["x-supabase-api-version"];
  if (typeof header !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(header)) return false;
  const at = Date.parse(`${header}T00:00:00Z`);
  return Number.isFinite(at) && at >= API_VERSION_2024;
}

export function sendAuthError(req: IncomingMessage, res: ServerResponse, error: AuthError): void {
  if (wantsVersioned(req)) {
    sendJson(res, error.status, { code: error.code, message: error.message, ...error.extra }, { "X-Supabase-Api-Version": "2024-01-01" });
  } else {
    sendJson(res, error.status, { code: error.status, error_code: error.code, msg: error.message, ...error.extra });
  }
}
