import { randomUUID } from "node:crypto";
import bcrypt from "bcryptjs";
import type { AuthHandler } from "../context";
import { AuthError, badRequest, unprocessable, weakPassword } from "../errors";
import { sendConfirmation } from "../mail-flows";
import { jsonBody, normalizeEmail, objectField, stringField } from "../params";
import { pkceChallengeOf } from "../pkce";
import { redirectTarget } from "../redirects";
import { issueSession } from "../sessions";
import { findUserByEmail, findUserById, isConfirmed, isValidEmail, userJson } from "../users";
import { sendJson } from "../../http/respond";

export const BCRYPT_COST = 10;

/** Password rules of config.toml; Supabase Auth also caps bcrypt's input at 72 bytes. */
export function checkPassword(password: string, minimum: number): void {
  if (password.length < minimum) throw weakPassword(minimum);
  if (Buffer.byteLength(password, "utf8") > 72) throw unprocessable("validation_failed", "Password cannot be longer than 72 characters");
}

/** What sign-up answers for an address that already has a confirmed account: a look-alike user, so the answer reveals nothing. */
function obfuscatedUser(email: string, data: Record<string, unknown>) {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: "authenticated",
    role: "authenticated",
    email,
    phone: "",
    confirmation_sent_at: now,
    app_metadata: { provider: "email", providers: ["email"] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

export const signup: AuthHandler = async (ctx) => {
  const { services } = ctx;
  const { config, db } = services;
  const body = jsonBody(ctx);
  if (!config.enableSignup) throw unprocessable("signup_disabled", "Signups not allowed for this instance");
  const password = stringField(body, "password");
  const email = normalizeEmail(stringField(body, "email"));
  const data = objectField(body, "data") ?? {};
  if (stringField(body, "phone")) throw unprocessable("phone_provider_disabled", "Phone signups are disabled");
  if (!email) throw badRequest("validation_failed", "To signup, please provide your email");
  if (!password) throw badRequest("validation_failed", "Signup requires a valid password");
  if (!isValidEmail(email)) throw badRequest("validation_failed", "Unable to validate email address: invalid format");
  checkPassword(password, config.minimumPasswordLength);
  const pkce = pkceChallengeOf(body);
  const redirectTo = redirectTarget(config, ctx.req, ctx.url);

  const existing = await findUserByEmail(db, email);
  if (existing && isConfirmed(existing)) {
    if (!config.enableConfirmations) throw unprocessable("user_already_exists", "User already registered");
    return sendJson(ctx.res, 200, obfuscatedUser(email, data));
  }
  let user = existing;
  if (!user) {
    const id = randomUUID();
    const hash = await bcrypt.hash(password, BCRYPT_COST);
    const identityData = { ...data, sub: id, email, email_verified: false, phone_verified: false };
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data, raw_user_meta_data,
           created_at, updated_at, confirmation_token, recovery_token, email_change, email_change_token_new)
         values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, $4, $5, now(), now(), '', '', '', '')`,
        [id, email, hash, { provider: "email", providers: ["email"] }, identityData],
      );
      await tx.query(
        "insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at) values ($1::text, $1::text::uuid, $2, 'email', now(), now())",
        [id, identityData],
      );
      if (!config.enableConfirmations) await tx.query("update auth.users set email_confirmed_at = now() where id = $1", [id]);
    });
    user = (await findUserById(db, id))!;
  }
  if (isConfirmed(user)) return sendJson(ctx.res, 200, await issueSession(services, user, "password"));
  try {
    await sendConfirmation(services, ctx.req, user, redirectTo, pkce);
  } catch (error) {
    // A new account whose confirmation could not be sent would block the address: take it back.
    if (!existing) await db.query("delete from auth.users where id = $1", [user.id]);
    if (error instanceof AuthError) throw error;
    throw new AuthError(500, "unexpected_failure", "Error sending confirmation email");
  }
  sendJson(ctx.res, 200, await userJson(db, (await findUserById(db, user.id))!));
};
