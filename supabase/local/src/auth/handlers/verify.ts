import type { AuthHandler, AuthRequest, AuthServices } from "../context";
import { AuthError, badRequest, forbidden } from "../errors";
import { jsonBody, normalizeEmail, stringField } from "../params";
import { redirectTarget } from "../redirects";
import { issueAuthCode, PKCE_PREFIX } from "../pkce";
import { issueSession } from "../sessions";
import { tokenHash } from "../tokens";
import { findUserById, isBanned, type Queryable, type UserRow } from "../users";
import { redirect, sendJson } from "../../http/respond";

const EMAIL_TYPES = ["signup", "invite", "recovery", "magiclink", "email_change"] as const;
type EmailType = (typeof EMAIL_TYPES)[number];
const SINGLE_CONFIRMATION = "Confirmation link accepted. Please proceed to confirm link sent to the other email";
const invalidLink = () => forbidden("otp_expired", "Email link is invalid or has expired");

function sentAtFor(user: UserRow, type: EmailType): Date | null {
  if (type === "recovery" || type === "magiclink") return user.recovery_sent_at;
  if (type === "email_change") return user.email_change_sent_at;
  return user.confirmation_sent_at;
}

async function findByHash(db: Queryable, type: EmailType, hash: string): Promise<UserRow | null> {
  if (!hash) return null;
  const column =
    type === "recovery" || type === "magiclink"
      ? "recovery_token = $1"
      : type === "email_change"
        ? "(email_change_token_current = $1 or email_change_token_new = $1)"
        : "confirmation_token = $1";
  const { rows } = await db.query<{ id: string }>(`select id from auth.users where ${column}`, [hash]);
  return rows[0] ? findUserById(db, rows[0].id) : null;
}

/** Applies a verified link: confirms the address, opens recovery, or moves the e-mail change on. Returns false while the second change link is outstanding. */
async function applyVerification(services: AuthServices, user: UserRow, type: EmailType, hash: string): Promise<boolean> {
  const { db, config } = services;
  if (type === "signup" || type === "invite") {
    await db.query(
      "update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '', updated_at = now() where id = $1",
      [user.id],
    );
  } else if (type === "recovery" || type === "magiclink") {
    await db.query(
      "update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), recovery_token = '', updated_at = now() where id = $1",
      [user.id],
    );
  } else {
    const secure = config.doubleConfirmChanges && Boolean(user.email);
    if (secure && (user.email_change_confirm_status ?? 0) === 0) {
      const cleared = hash === user.email_change_token_current ? "email_change_token_current" : "email_change_token_new";
      await db.query(`update auth.users set ${cleared} = '', email_change_confirm_status = 1 where id = $1`, [user.id]);
      return false;
    }
    await db.transaction(async (tx) => {
      await tx.query(
        `update auth.users set email = email_change, email_change = '', email_change_token_current = '', email_change_token_new = '',
           email_change_confirm_status = 0, email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`,
        [user.id],
      );
      await tx.query(
        "update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text) where user_id = $1 and provider = 'email'",
        [user.id, user.email_change],
      );
    });
  }
  await db.query(
    "update auth.identities set identity_data = identity_data || '{\"email_verified\": true}' where user_id = $1 and provider = 'email'",
    [user.id],
  );
  await db.query(
    "update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || '{\"email_verified\": true}' where id = $1 and raw_user_meta_data ? 'email_verified'",
    [user.id],
  );
  return true;
}

/** type "email" (what Supabase's current templates put in links) is a sign-up confirmation or a sign-in/recovery link, whichever the hash is. */
async function resolveType(db: Queryable, type: string, hash: string): Promise<EmailType> {
  if (type !== "email") {
    if (!(EMAIL_TYPES as readonly string[]).includes(type)) throw badRequest("validation_failed", "Invalid email verification type");
    return type as EmailType;
  }
  return (await findByHash(db, "signup", hash)) ? "signup" : "recovery";
}

async function verifiedUser(services: AuthServices, type: string, hash: string): Promise<{ user: UserRow; type: EmailType }> {
  const emailType = await resolveType(services.db, type, hash);
  const user = await findByHash(services.db, emailType, hash);
  if (!user) throw invalidLink();
  if (isBanned(user)) throw forbidden("user_banned", "User is banned");
  const sentAt = sentAtFor(user, emailType);
  if (!sentAt || sentAt.getTime() + services.config.otpExpirySeconds * 1000 < Date.now()) throw invalidLink();
  return { user, type: emailType };
}

/** POST /verify with token_hash + type (or email + token, the code from the mail). */
async function verifyPost(ctx: AuthRequest): Promise<void> {
  const body = jsonBody(ctx);
  const type = stringField(body, "type");
  const token = stringField(body, "token");
  let hash = stringField(body, "token_hash");
  if (!type) throw badRequest("validation_failed", "Verify requires a verification type");
  if (!token && !hash) throw badRequest("validation_failed", "Verify requires either a token or a token hash");
  if (!hash) {
    const email = normalizeEmail(stringField(body, "email"));
    if (!email) throw badRequest("validation_failed", "Only the token_hash and type should be provided");
    const { rows } = await ctx.services.db.query<{ email_change: string | null }>("select email_change from auth.users where lower(email) = $1", [
      email,
    ]);
    const target = type === "email_change" && rows[0]?.email_change ? rows[0].email_change : email;
    hash = tokenHash(target, token);
  }
  const { user, type: emailType } = await verifiedUser(ctx.services, type, hash);
  if (!(await applyVerification(ctx.services, user, emailType, hash))) {
    return sendJson(ctx.res, 200, { msg: SINGLE_CONFIRMATION, code: "200" });
  }
  sendJson(ctx.res, 200, await issueSession(ctx.services, (await findUserById(ctx.services.db, user.id))!, "otp"));
}

/** Adds query and fragment parameters without re-serialising the target (which would change "http://host" to "http://host/"). */
function withParams(target: string, query: URLSearchParams, fragment: URLSearchParams): string {
  const base = target.split("#")[0]!;
  const withQuery = query.size > 0 ? `${base}${base.includes("?") ? "&" : "?"}${query.toString()}` : base;
  return fragment.size > 0 ? `${withQuery}#${fragment.toString()}` : withQuery;
}

const FLOW_METHOD: Record<EmailType, string> = {
  signup: "email/signup",
  invite: "invite",
  recovery: "recovery",
  magiclink: "magiclink",
  email_change: "email_change",
};

/**
 * GET /verify?token=&type=&redirect_to=: the mail link. Implicit flow: the session goes into the
 * redirect's fragment. PKCE flow (token with the pkce_ prefix): an auth code goes into its query,
 * for exchangeCodeForSession. Errors travel the same way, with Supabase Auth's codes.
 */
async function verifyGet(ctx: AuthRequest): Promise<void> {
  const type = ctx.url.searchParams.get("type") ?? "";
  const hash = ctx.url.searchParams.get("token") ?? "";
  const target = redirectTarget(ctx.services.config, ctx.req, ctx.url);
  if (!type) throw badRequest("validation_failed", "Verify requires a verification type");
  if (!hash) throw badRequest("validation_failed", "Verify requires a token or a token hash");
  const pkce = hash.startsWith(PKCE_PREFIX);
  const fragment = new URLSearchParams();
  const query = new URLSearchParams();
  try {
    const { user, type: emailType } = await verifiedUser(ctx.services, type, hash);
    if (!(await applyVerification(ctx.services, user, emailType, hash))) {
      fragment.set("message", SINGLE_CONFIRMATION);
      if (pkce) query.set("message", SINGLE_CONFIRMATION);
    } else if (pkce) {
      query.set("code", await issueAuthCode(ctx.services.db, user.id, FLOW_METHOD[emailType]));
    } else {
      const session = await issueSession(ctx.services, (await findUserById(ctx.services.db, user.id))!, "otp");
      fragment.set("access_token", session.access_token);
      fragment.set("expires_at", String(session.expires_at));
      fragment.set("expires_in", String(session.expires_in));
      fragment.set("refresh_token", session.refresh_token);
      fragment.set("token_type", session.token_type);
      fragment.set("type", type);
    }
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    const kind = error.status === 403 ? "access_denied" : error.status >= 500 ? "server_error" : "invalid_request";
    for (const params of pkce ? [fragment, query] : [fragment]) {
      params.set("error", kind);
      params.set("error_code", error.code);
      params.set("error_description", error.message);
    }
    fragment.set("sb", "");
  }
  redirect(ctx.res, withParams(target, query, fragment));
}

export const verify: AuthHandler = (ctx) => (ctx.req.method === "GET" ? verifyGet(ctx) : verifyPost(ctx));
