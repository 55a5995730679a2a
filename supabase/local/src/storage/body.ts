import type { ApiContext } from "../http/types";
import { invalidRequest } from "./errors";

export function jsonBody(ctx: ApiContext): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(ctx.body.toString("utf8") || "{}");
    if (typeof value === "object" && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw invalidRequest("Body must be a JSON object");
}

export function stringList(value: unknown, field: string): string[] {
  if (!Array.isArray(value) || value.some((v) => typeof v !== "string")) throw invalidRequest(`${field} must be an array of strings`);
  return value as string[];
}

export function sendJson(ctx: ApiContext, status: number, value: unknown): void {
  ctx.res.writeHead(status, { "Content-Type": "application/json" });
  ctx.res.end(JSON.stringify(value));
}
