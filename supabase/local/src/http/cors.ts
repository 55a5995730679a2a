import type { IncomingMessage, ServerResponse } from "node:http";

const ALLOW_HEADERS = [
  "authorization",
  "apikey",
  "content-type",
  "x-client-info",
  "x-supabase-api-version",
  "x-upsert",
  "prefer",
  "range",
  "accept-profile",
  "content-profile",
  "cache-control",
  "x-retry-count",
  "accept",
].join(", ");
const EXPOSE_HEADERS = ["content-range", "content-length", "content-type", "x-total-count", "x-supabase-api-version", "location"].join(", ");

/** Browser code may call the backend directly (as it may call hosted Supabase), so answer CORS like it does. */
export function applyCors(req: IncomingMessage, res: ServerResponse): boolean {
  res.setHeader("Access-Control-Allow-Origin", req.headers.origin ?? "*");
  res.setHeader("Access-Control-Expose-Headers", EXPOSE_HEADERS);
  res.setHeader("Vary", "Origin");
  if (req.method !== "OPTIONS") return false;
  res.writeHead(204, {
    "Access-Control-Allow-Methods": "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS",
    "Access-Control-Allow-Headers": ALLOW_HEADERS,
    "Access-Control-Allow-Credentials": "true",
    "Access-Control-Max-Age": "3600",
  });
  res.end();
  return true;
}
