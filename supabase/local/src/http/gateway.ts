import type { IncomingMessage } from "node:http";
import { looksLikeJwt, verifyAccessToken } from "../auth/jwt";
import type { SigningKey } from "../auth/signing-key";
import type { DbRole, RequestAuth } from "./types";

export interface ApiKeys {
  publishable: string;
  secret: string;
}

/** Why the gateway refused a request; each API answers it in its own error shape. */
export type GatewayRefusal = { kind: "no_api_key" } | { kind: "invalid_api_key" } | { kind: "jwt_expired" } | { kind: "jwt_invalid" };

export function apiKeyOf(req: IncomingMessage, url: URL): string | null {
  const header = req.headers.apikey;
  const value = typeof header === "string" ? header : url.searchParams.get("apikey");
  return value ? value.trim() : null;
}

export function bearerOf(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  if (typeof header !== "string") return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

export function roleOfKey(keys: ApiKeys, value: string): DbRole | null {
  if (value === keys.publishable) return "anon";
  if (value === keys.secret) return "service_role";
  return null;
}

/**
 * What hosted Supabase's gateway does before PostgREST or Storage sees a request: the apikey must be
 * one of the project's keys; a Bearer user JWT must verify, and then decides the role. requireKey is
 * false for Storage, whose signed and public URLs work without any key.
 */
export async function resolveRequestAuth(
  req: IncomingMessage,
  url: URL,
  keys: ApiKeys,
  signingKey: SigningKey,
  requireKey: boolean,
): Promise<RequestAuth | GatewayRefusal> {
  const apikey = apiKeyOf(req, url);
  const bearer = bearerOf(req);
  if (apikey === null && requireKey) return { kind: "no_api_key" };
  const keyRole = apikey === null ? "anon" : roleOfKey(keys, apikey);
  if (keyRole === null) return { kind: "invalid_api_key" };
  if (bearer === null) return { role: keyRole, claims: null };
  const bearerKeyRole = roleOfKey(keys, bearer);
  if (bearerKeyRole) return { role: bearerKeyRole, claims: null };
  if (!looksLikeJwt(bearer)) return { kind: "jwt_invalid" };
  const verified = await verifyAccessToken(signingKey, bearer);
  if (!verified.ok) return { kind: verified.reason === "expired" ? "jwt_expired" : "jwt_invalid" };
  const role = verified.claims.role;
  if (role !== "authenticated" && role !== "anon" && role !== "service_role") return { kind: "jwt_invalid" };
  return { role, claims: verified.claims as Record<string, unknown> };
}

export function isRefusal(value: RequestAuth | GatewayRefusal): value is GatewayRefusal {
  return "kind" in value;
}

/** The refusal in the shape each API uses, so supabase-js surfaces the same error object as in production. */
export function refusalBody(api: "rest" | "storage" | "gateway", refusal: GatewayRefusal): { status: number; body: unknown } {
  if (refusal.kind === "no_api_key") {
    return { status: 401, body: { message: "No API key found in request", hint: "No `apikey` request header or url param was found." } };
  }
  if (refusal.kind === "invalid_api_key") {
    return { status: 401, body: { message: "Invalid API key", hint: "Double check your Supabase `anon` or `service_role` API key." } };
  }
  const expired = refusal.kind === "jwt_expired";
  if (api === "storage") {
    return { status: 400, body: { statusCode: "400", error: "InvalidJWT", message: expired ? "jwt expired" : "invalid signature" } };
  }
  return {
    status: 401,
    body: expired
      ? { code: "PGRST303", details: null, hint: null, message: "JWT expired" }
      : { code: "PGRST301", details: null, hint: null, message: "No suitable key or wrong key type" },
  };
}
