import bcrypt from "bcryptjs";
import type { AuthHandler, AuthRequest } from "../context";
import { badRequest } from "../errors";
import { jsonBody, normalizeEmail, stringField } from "../params";
import { pkceGrant } from "../pkce";
import { issueSession, refreshSession } from "../sessions";
import { findUserByEmail, isBanned, isConfirmed } from "../users";
import { sendJson } from "../../http/respond";

const INVALID_LOGIN = "Invalid login credentials";

// Compared against when the address is unknown, so a miss costs as long as a wrong password.
const DUMMY_HASH = bcrypt.hashSync("timing-equaliser", 10);

async function passwordGrant(ctx: AuthRequest): Promise<void> {
  const body = jsonBody(ctx);
  const email = normalizeEmail(stringField(body, "email"));
  const password = stringField(body, "password");
  if (stringField(body, "phone")) throw badRequest("phone_provider_disabled", "Phone logins are disabled");
  if (!email) throw badRequest("validation_failed", "missing email or phone");
  const user = await findUserByEmail(ctx.services.db, email);
  const hash = user?.encrypted_password || DUMMY_HASH;
  const valid = (await bcrypt.compare(password, hash)) && Boolean(user?.encrypted_password);
  if (!user || !valid) throw badRequest("invalid_credentials", INVALID_LOGIN);
  if (isBanned(user)) throw badRequest("user_banned", "User is banned");
  if (!isConfirmed(user)) throw badRequest("email_not_confirmed", "Email not confirmed");
  sendJson(ctx.res, 200, await issueSession(ctx.services, user, "password"));
}

async function refreshGrant(ctx: AuthRequest): Promise<void> {
  const token = stringField(jsonBody(ctx), "refresh_token");
  if (token.length < 12) throw badRequest("validation_failed", "Refresh token is not valid");
  sendJson(ctx.res, 200, await refreshSession(ctx.services, token));
}

/** POST /token: the password, refresh_token and pkce grants; other grant types get Supabase Auth's answer. */
export const token: AuthHandler = async (ctx) => {
  const grantType = ctx.url.searchParams.get("grant_type");
  if (grantType === "password") return passwordGrant(ctx);
  if (grantType === "refresh_token") return refreshGrant(ctx);
  if (grantType === "pkce") return pkceGrant(ctx);
  throw badRequest("invalid_credentials", "unsupported_grant_type");
};
