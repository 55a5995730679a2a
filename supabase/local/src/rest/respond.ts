import type { ServerResponse } from "node:http";
import type { RestError } from "./errors";

export function sendJsonText(res: ServerResponse, status: number, body: string | null, headers: Record<string, string> = {}): void {
  const all: Record<string, string> = { ...headers };
  if (body !== null) all["Content-Type"] ??= "application/json; charset=utf-8";
  res.writeHead(status, all);
  res.end(body ?? undefined);
}

export function sendRestError(res: ServerResponse, error: RestError): void {
  sendJsonText(res, error.status, JSON.stringify(error));
}
