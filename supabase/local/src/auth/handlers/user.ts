import bcrypt from "bcryptjs";
import type { AuthHandler } from "../context";
import { badRequest, forbidden, unprocessable } from "../errors";
import { requireUser } from "../guard";
import { sendEmailChange } from "../mail-flows";
import { jsonBody, normalizeEmail, objectField, stringField } from "../params";
import { pkceChallengeOf } from "../pkce";
import { redirectTarget } from "../redirects";
import { endSessions, type LogoutScope } from "../sessions";
import { findUserByEmail, findUserById, isValidEmail, userJson } from "../users";
import { sendJson } from "../../http/respond";
import { BCRYPT_COST, checkPassword } from "./signup";

export const getUser: AuthHandler = async (ctx) => {
  const { user } = await requireUser(ctx);
  sendJson(ctx.res, 200, await userJson(ctx.services.db, user));
};

/** Supabase Auth merges user_metadata: given keys replace, null removes, others stay. */
export function mergeMetadata(current: Record<string, unknown> | null, update: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(update)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

export const updateUser: AuthHandler = async (ctx) => {
  const { services } = ctx;
  const { db, config } = services;
  const { user, sessionId } = await requireUser(ctx);
  const body = jsonBody(ctx);
  if (body.app_metadata !== undefined) throw forbidden("not_admin", "Updating app_metadata requires admin privileges");
  const data = objectField(body, "data");
  const password = stringField(body, "password");
  const email = normalizeEmail(stringField(body, "email"));
  if (stringField(body, "phone")) throw unprocessable("phone_provider_disabled", "Phone logins are disabled");

  if (email && email !== user.email) {
    if (!isValidEmail(email)) throw badRequest("validation_failed", "Unable to validate email address: invalid format");
    if (await findUserByEmail(db, email)) throw unprocessable("email_exists", "A user with this email address has already been registered");
  }
  let passwordHash: string | null = null;
  if (password) {
    checkPassword(password, config.minimumPasswordLength);
    if (user.encrypted_password && (await bcrypt.compare(password, user.encrypted_password))) {
      throw unprocessable("same_password", "New password should be different from the old password.");
    }
    passwordHash = await bcrypt.hash(password, BCRYPT_COST);
  }
  if (data) {
    await db.query("update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1", [
      user.id,
      mergeMetadata(user.raw_user_meta_data, data),
    ]);
  }
  if (passwordHash) {
    await db.query("update auth.users set encrypted_password = $2, updated_at = now() where id = $1", [user.id, passwordHash]);
    // As Supabase Auth does: a new password ends every other session, so a stolen one stops working.
    await endSessions(services, user.id, sessionId, "others");
  }
  if (email && email !== user.email) {
    if (config.enableConfirmations) {
      await sendEmailChange(
        services,
        ctx.req,
        (await findUserById(db, user.id))!,
        email,
        redirectTarget(config, ctx.req, ctx.url),
        pkceChallengeOf(body),
      );
    } else {
      await db.query("update auth.users set email = $2, updated_at = now() where id = $1", [user.id, email]);
      await db.query(
        "update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text) where user_id = $1 and provider = 'email'",
        [user.id, email],
      );
    }
  }
  sendJson(ctx.res, 200, await userJson(db, (await findUserById(db, user.id))!));
};

/** POST /logout?scope=global|local|others: ends sessions, so their refresh tokens die with them. */
export const logout: AuthHandler = async (ctx) => {
  const scope = ctx.url.searchParams.get("scope") ?? "global";
  if (!["global", "local", "others", ""].includes(scope)) throw badRequest("validation_failed", `Unsupported logout scope "${scope}"`);
  const { user, sessionId } = await requireUser(ctx);
  await endSessions(ctx.services, user.id, sessionId, (scope || "global") as LogoutScope);
  ctx.res.writeHead(204);
  ctx.res.end();
};
