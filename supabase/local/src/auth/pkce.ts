import { createHash, randomUUID } from "node:crypto";
import type { AuthHandler } from "./context";
import { AuthError, badRequest, forbidden, notFound } from "./errors";
import { jsonBody, stringField, type JsonObject } from "./params";
import { issueSession } from "./sessions";
import { findUserById, type Queryable } from "./users";
import { sendJson } from "../http/respond";

/** Clients on the PKCE flow (@supabase/ssr's default) send a code challenge; mail tokens then carry this prefix. */
export const PKCE_PREFIX = "pkce_";
const AUTH_CODE_LIFETIME_MS = 5 * 60 * 1000;

export interface PkceChallenge {
  challenge: string;
  method: "s256" | "plain";
}

export function pkceChallengeOf(body: JsonObject): PkceChallenge | null {
  const challenge = stringField(body, "code_challenge");
  const method = stringField(body, "code_challenge_method").toLowerCase();
  if (!challenge && !method) return null;
  if (!challenge || !method) throw badRequest("validation_failed", "PKCE flow requires code_challenge_method and code_challenge");
  if (method !== "s256" && method !== "plain") throw badRequest("validation_failed", "code challenge method not supported");
  if (challenge.length < 43 || challenge.length > 128)
    throw badRequest("validation_failed", "code challenge has to be between 43 and 128 characters");
  return { challenge, method };
}

/** Remembers the challenge for the user and purpose ("email/signup", "recovery", "email_change"). */
export async function saveFlowState(db: Queryable, userId: string, pkce: PkceChallenge, authenticationMethod: string): Promise<void> {
  await db.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type, created_at, updated_at, authentication_method)
     values ($1, $2, $3, $4, $5, 'email', now(), now(), $6)`,
    [randomUUID(), userId, randomUUID(), pkce.method, pkce.challenge, authenticationMethod],
  );
}

/** After a PKCE mail link verified: the auth code the redirect hands to the client. */
export async function issueAuthCode(db: Queryable, userId: string, authenticationMethod: string): Promise<string> {
  const { rows } = await db.query<{ id: string; auth_code: string }>(
    "select id, auth_code from auth.flow_state where user_id = $1 and authentication_method = $2 order by created_at desc limit 1",
    [userId, authenticationMethod],
  );
  const flow = rows[0];
  if (!flow) throw notFound("flow_state_not_found", "No associated flow state found.");
  await db.query("update auth.flow_state set auth_code_issued_at = now(), updated_at = now() where id = $1", [flow.id]);
  return flow.auth_code;
}

function challengeOf(verifier: string, method: string): string {
  return method === "s256" ? createHash("sha256").update(verifier).digest("base64url") : verifier;
}

/** POST /token?grant_type=pkce: trades { auth_code, code_verifier } for a session, once. */
export const pkceGrant: AuthHandler = async (ctx) => {
  const body = jsonBody(ctx);
  const authCode = stringField(body, "auth_code");
  const verifier = stringField(body, "code_verifier");
  if (!authCode || !verifier) throw badRequest("validation_failed", "invalid request: both auth code and code verifier should be non-empty");
  const { db } = ctx.services;
  const { rows } = await db.query<{
    id: string;
    user_id: string;
    code_challenge: string;
    code_challenge_method: string;
    auth_code_issued_at: Date | null;
  }>("select * from auth.flow_state where auth_code = $1", [authCode]);
  const flow = rows[0];
  if (!flow || !flow.auth_code_issued_at) throw notFound("flow_state_not_found", "invalid flow state, no valid flow state found");
  if (flow.auth_code_issued_at.getTime() + AUTH_CODE_LIFETIME_MS < Date.now()) {
    throw forbidden("flow_state_expired", "invalid flow state, flow state has expired");
  }
  if (challengeOf(verifier, flow.code_challenge_method) !== flow.code_challenge) {
    throw forbidden("bad_code_verifier", "code challenge does not match previously saved code verifier");
  }
  await db.query("delete from auth.flow_state where id = $1", [flow.id]);
  const user = await findUserById(db, flow.user_id);
  if (!user) throw new AuthError(404, "user_not_found", "User not found");
  sendJson(ctx.res, 200, await issueSession(ctx.services, user, "otp"));
};
