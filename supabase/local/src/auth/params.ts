import type { AuthRequest } from "./context";
import { badRequest } from "./errors";

export type JsonObject = Record<string, unknown>;

/** The request's JSON object; anything else is Supabase Auth's bad_json. An empty body reads as {}. */
export function jsonBody(ctx: AuthRequest): JsonObject {
  if (ctx.body.length === 0) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(ctx.body.toString("utf8"));
  } catch (error) {
    throw badRequest("bad_json", `Could not parse request body as JSON: ${error instanceof Error ? error.message : "invalid"}`);
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw badRequest("bad_json", "Could not parse request body as JSON: expected an object");
  }
  return parsed as JsonObject;
}

export function stringField(body: JsonObject, key: string): string {
  const value = body[key];
  if (value === undefined || value === null) return "";
  if (typeof value !== "string") throw badRequest("bad_json", `Could not parse request body as JSON: ${key} must be a string`);
  return value;
}

export function objectField(body: JsonObject, key: string): JsonObject | null {
  const value = body[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== "object" || Array.isArray(value))
    throw badRequest("bad_json", `Could not parse request body as JSON: ${key} must be an object`);
  return value as JsonObject;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
