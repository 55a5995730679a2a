import { randomUUID } from "node:crypto";
import type { AuthServices } from "./context";
import { badRequest } from "./errors";
import { signAccessToken } from "./jwt";
import { newRefreshToken } from "./tokens";
import { findUserById, userJson, type Queryable, type UserRow } from "./users";

interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  parent: string | null;
  session_id: string | null;
  updated_at: Date;
}

/** An access token response: the session object supabase-js stores. */
async function tokenResponse(
  services: AuthServices,
  db: Queryable,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
  method: string,
  authenticatedAt: number,
) {
  const { token, expiresAt } = await signAccessToken(
    services.signingKey,
    services.externalUrl,
    {
      userId: user.id,
      email: user.email,
      phone: user.phone,
      appMetadata: user.raw_app_meta_data ?? {},
      userMetadata: user.raw_user_meta_data ?? {},
      role: user.role ?? "authenticated",
      isAnonymous: user.is_anonymous,
      sessionId,
      authenticatedAt,
      method,
    },
    services.config.jwtExpiry,
  );
  return {
    access_token: token,
    token_type: "bearer",
    expires_in: services.config.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: await userJson(db, user),
  };
}

/** Starts a session for a user who just proved who they are (password, mail link, sign-up). */
export async function issueSession(services: AuthServices, user: UserRow, method: "password" | "otp") {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  const db = services.db;
  await db.transaction(async (tx) => {
    await tx.query("insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1, $2, now(), now(), 'aal1')", [
      sessionId,
      user.id,
    ]);
    await tx.query(
      "insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, session_id) values ($1, $2, false, now(), now(), $3)",
      [refreshToken, user.id, sessionId],
    );
    await tx.query("update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1", [user.id]);
  });
  const fresh = (await findUserById(db, user.id))!;
  return tokenResponse(services, db, fresh, sessionId, refreshToken, method, Math.floor(Date.now() / 1000));
}

const alreadyUsed = () => badRequest("refresh_token_already_used", "Invalid Refresh Token: Already Used");

/**
 * Rotation with reuse detection: each refresh revokes the token and issues a child. A revoked token
 * presented again within the reuse interval, while it is the parent of the live token, returns that
 * live token (two tabs refreshing at once); any other reuse ends the whole session.
 */
export async function refreshSession(services: AuthServices, presented: string) {
  const { db, config } = services;
  const outcome = await db.transaction(async (tx) => {
    const { rows } = await tx.query<RefreshTokenRow>("select * from auth.refresh_tokens where token = $1", [presented]);
    const current = rows[0];
    if (!current) return { error: badRequest("refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found") };
    const session = current.session_id
      ? (
          await tx.query<{ id: string; created_at: Date; refreshed_at: Date | null }>(
            "select id, created_at, refreshed_at from auth.sessions where id = $1",
            [current.session_id],
          )
        ).rows[0]
      : undefined;
    if (!session) return { error: badRequest("session_not_found", "Invalid Refresh Token: No Valid Session Found") };
    if (sessionExpired(config, session, Date.now())) {
      await tx.query("delete from auth.sessions where id = $1", [session.id]);
      return { error: badRequest("session_expired", "Invalid Refresh Token: Session Expired") };
    }
    let live: RefreshTokenRow | undefined;
    if (current.revoked) {
      const child = (await tx.query<RefreshTokenRow>("select * from auth.refresh_tokens where parent = $1 and not revoked", [current.token])).rows[0];
      const withinInterval = current.updated_at.getTime() + config.refreshTokenReuseInterval * 1000 > Date.now();
      if (child && withinInterval) {
        live = child;
      } else {
        if (config.refreshTokenRotation) await tx.query("delete from auth.sessions where id = $1", [session.id]);
        return { error: alreadyUsed() };
      }
    } else {
      const token = newRefreshToken();
      await tx.query("update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1", [current.id]);
      await tx.query(
        "insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, parent, session_id) values ($1, $2, false, now(), now(), $3, $4)",
        [token, current.user_id, current.token, session.id],
      );
      live = { ...current, token };
    }
    await tx.query("update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1", [session.id]);
    return { live, sessionId: session.id, userId: current.user_id, authenticatedAt: Math.floor(session.created_at.getTime() / 1000) };
  });
  if ("error" in outcome) throw outcome.error;
  const user = await findUserById(db, outcome.userId);
  if (!user) throw badRequest("refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
  return tokenResponse(services, db, user, outcome.sessionId, outcome.live!.token, "password", outcome.authenticatedAt);
}

/**
 * Hosted Supabase's time-boxed sessions: a session ends a fixed time after sign-in (timebox) or after a
 * stretch without a refresh (inactivity_timeout), and the refresh token then fails, so the user signs in
 * again. Access tokens already issued stay valid until they expire (jwt_expiry), as there.
 */
function sessionExpired(config: AuthServices["config"], session: { created_at: Date; refreshed_at: Date | null }, now: number): boolean {
  if (config.sessionTimeboxSeconds > 0 && session.created_at.getTime() + config.sessionTimeboxSeconds * 1000 <= now) return true;
  const lastActive = (session.refreshed_at ?? session.created_at).getTime();
  return config.sessionInactivitySeconds > 0 && lastActive + config.sessionInactivitySeconds * 1000 <= now;
}

export type LogoutScope = "global" | "local" | "others";

export async function endSessions(services: AuthServices, userId: string, sessionId: string | null, scope: LogoutScope): Promise<void> {
  const { db } = services;
  if (scope === "local" && sessionId) {
    await db.query("delete from auth.sessions where id = $1", [sessionId]);
  } else if (scope === "others" && sessionId) {
    await db.query("delete from auth.sessions where user_id = $1 and id <> $2", [userId, sessionId]);
  } else {
    await db.query("delete from auth.sessions where user_id = $1", [userId]);
  }
}
