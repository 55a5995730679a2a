import { apiKeyOf, refusalBody, roleOfKey } from "../http/gateway";
import { sendJson } from "../http/respond";
import type { AuthHandler, AuthRequest } from "./context";
import { AuthError, sendAuthError } from "./errors";
import { admin } from "./handlers/admin";
import { health, jwks, settings } from "./handlers/meta";
import { recover, resend } from "./handlers/recover";
import { signup } from "./handlers/signup";
import { token } from "./handlers/token";
import { getUser, logout, updateUser } from "./handlers/user";
import { verify } from "./handlers/verify";

const ROUTES: Record<string, Partial<Record<string, AuthHandler>>> = {
  "/signup": { POST: signup },
  "/token": { POST: token },
  "/user": { GET: getUser, PUT: updateUser },
  "/logout": { POST: logout },
  "/recover": { POST: recover },
  "/resend": { POST: resend },
  "/verify": { GET: verify, POST: verify },
  "/settings": { GET: settings },
  "/health": { GET: health },
  "/.well-known/jwks.json": { GET: jwks },
};

/** Reachable without an apikey on hosted Supabase: mail links and key discovery. */
const OPEN = new Set(["GET /verify", "GET /.well-known/jwks.json", "GET /health"]);

function handlerFor(method: string, path: string): AuthHandler | null {
  if (path === "/admin/users" || path.startsWith("/admin/users/")) return admin;
  return ROUTES[path]?.[method] ?? null;
}

/** /auth/v1: the gateway's key check, then the Supabase Auth endpoint, with its error shape. */
export async function handleAuth(ctx: AuthRequest): Promise<void> {
  const method = ctx.req.method ?? "GET";
  try {
    if (!OPEN.has(`${method} ${ctx.path}`)) {
      const apikey = apiKeyOf(ctx.req, ctx.url);
      if (apikey === null || !roleOfKey(ctx.services.keys, apikey)) {
        const { status, body } = refusalBody("gateway", { kind: apikey === null ? "no_api_key" : "invalid_api_key" });
        return sendJson(ctx.res, status, body);
      }
    }
    const handler = handlerFor(method, ctx.path);
    if (!handler) {
      const known = ROUTES[ctx.path] !== undefined;
      throw new AuthError(known ? 405 : 404, "unknown", known ? "Method not allowed" : "Not found");
    }
    await handler(ctx);
  } catch (error) {
    if (error instanceof AuthError) return sendAuthError(ctx.req, ctx.res, error);
    console.error("[local-supabase] auth error", error);
    sendAuthError(ctx.req, ctx.res, new AuthError(500, "unexpected_failure", "Unexpected failure, please check server logs for more information"));
  }
}
