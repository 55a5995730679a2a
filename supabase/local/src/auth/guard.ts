import { bearerOf, roleOfKey } from "../http/gateway";
import type { AuthRequest } from "./context";
import { AuthError, forbidden } from "./errors";
import { looksLikeJwt, verifyAccessToken } from "./jwt";
import { findUserById, isBanned, type UserRow } from "./users";

export interface SignedInUser {
  user: UserRow;
  sessionId: string | null;
  claims: Record<string, unknown>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The checks Supabase Auth runs on a user's Bearer token, with its error codes. */
export async function requireUser(ctx: AuthRequest): Promise<SignedInUser> {
  const bearer = bearerOf(ctx.req);
  if (!bearer) throw new AuthError(401, "no_authorization", "This endpoint requires a valid Bearer token");
  // An API key is no user: hosted Supabase turns it into a role token without a subject.
  if (roleOfKey(ctx.services.keys, bearer)) throw forbidden("bad_jwt", "invalid claim: missing sub claim");
  if (!looksLikeJwt(bearer)) throw forbidden("bad_jwt", "invalid JWT: unable to parse or verify signature, token is malformed");
  const verified = await verifyAccessToken(ctx.services.signingKey, bearer);
  if (!verified.ok) {
    const reason = verified.reason === "expired" ? "token has invalid claims: token is expired" : "token signature is invalid";
    throw forbidden("bad_jwt", `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
  const claims = verified.claims as Record<string, unknown>;
  const sub = claims.sub;
  if (typeof sub !== "string" || sub === "") throw forbidden("bad_jwt", "invalid claim: missing sub claim");
  if (!UUID.test(sub)) throw new AuthError(400, "bad_jwt", "invalid claim: sub claim must be a UUID");
  const user = await findUserById(ctx.services.db, sub);
  if (!user) throw forbidden("user_not_found", "User from sub claim in JWT does not exist");
  if (isBanned(user)) throw forbidden("user_banned", "User is banned");
  const sessionId = typeof claims.session_id === "string" ? claims.session_id : null;
  if (sessionId) {
    if (!UUID.test(sessionId)) throw forbidden("bad_jwt", "invalid claim: session_id claim must be a UUID");
    const { rows } = await ctx.services.db.query("select 1 from auth.sessions where id = $1", [sessionId]);
    if (rows.length === 0) throw forbidden("session_not_found", "Session from session_id claim in JWT does not exist");
  }
  return { user, sessionId, claims };
}

/** Admin endpoints take the secret key (hosted Supabase's gateway turns it into a service_role token). */
export async function requireAdmin(ctx: AuthRequest): Promise<void> {
  const bearer = bearerOf(ctx.req);
  if (!bearer) throw new AuthError(401, "no_authorization", "This endpoint requires a valid Bearer token");
  if (roleOfKey(ctx.services.keys, bearer) === "service_role") return;
  if (looksLikeJwt(bearer)) {
    const verified = await verifyAccessToken(ctx.services.signingKey, bearer);
    if (!verified.ok) throw forbidden("bad_jwt", "invalid JWT: unable to parse or verify signature, token signature is invalid");
    if (verified.claims.role === "service_role") return;
  }
  throw forbidden("not_admin", "User not allowed");
}
