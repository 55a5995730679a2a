import { randomUUID } from "node:crypto";
import bcrypt from "bcryptjs";
import { parseDuration } from "../../config";
import type { AuthHandler, AuthRequest } from "../context";
import { AuthError, badRequest, notFound, unprocessable } from "../errors";
import { requireAdmin } from "../guard";
import { jsonBody, normalizeEmail, objectField, stringField, type JsonObject } from "../params";
import { findUserByEmail, findUserById, isValidEmail, userJson, type UserRow } from "../users";
import { sendJson } from "../../http/respond";
import { BCRYPT_COST } from "./signup";
import { mergeMetadata } from "./user";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function loadUser(ctx: AuthRequest, id: string): Promise<UserRow> {
  if (!UUID.test(id)) throw notFound("validation_failed", "user_id must be an UUID");
  const user = await findUserById(ctx.services.db, id);
  if (!user) throw notFound("user_not_found", "User not found");
  return user;
}

/** "none" lifts a ban; a CLI-style duration ("24h") bans until then. */
function bannedUntil(body: JsonObject): Date | null | undefined {
  const value = stringField(body, "ban_duration");
  if (!value) return undefined;
  if (value === "none") return null;
  try {
    return new Date(Date.now() + parseDuration(value) * 1000);
  } catch {
    throw badRequest("validation_failed", `invalid format for ban duration: ${value}`);
  }
}

async function createUser(ctx: AuthRequest): Promise<void> {
  const { db } = ctx.services;
  const body = jsonBody(ctx);
  const email = normalizeEmail(stringField(body, "email"));
  const password = stringField(body, "password");
  if (!email) throw badRequest("validation_failed", "Cannot create a user without either an email or phone");
  if (!isValidEmail(email)) throw badRequest("validation_failed", "Unable to validate email address: invalid format");
  if (await findUserByEmail(db, email)) throw unprocessable("email_exists", "A user with this email address has already been registered");
  const id = stringField(body, "id") || randomUUID();
  if (!UUID.test(id)) throw badRequest("validation_failed", "ID must conform to the uuid v4 format");
  const identityData = { sub: id, email, email_verified: body.email_confirm === true, phone_verified: false };
  const userMetadata = { ...(objectField(body, "user_metadata") ?? {}), ...identityData };
  const appMetadata = { provider: "email", providers: ["email"], ...(objectField(body, "app_metadata") ?? {}) };
  const hash = password ? await bcrypt.hash(password, BCRYPT_COST) : null;
  const banned = bannedUntil(body) ?? null;
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data,
         banned_until, created_at, updated_at, confirmation_token, recovery_token, email_change, email_change_token_new)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', $2, $3, $4, case when $5 then now() end, $6, $7, $8, now(), now(), '', '', '', '')`,
      [id, stringField(body, "role") || "authenticated", email, hash, body.email_confirm === true, appMetadata, userMetadata, banned],
    );
    await tx.query(
      "insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at) values ($1::text, $1::text::uuid, $2, 'email', now(), now())",
      [id, identityData],
    );
  });
  sendJson(ctx.res, 200, await userJson(db, (await findUserById(db, id))!));
}

async function listUsers(ctx: AuthRequest): Promise<void> {
  const { db } = ctx.services;
  const page = Math.max(1, Number.parseInt(ctx.url.searchParams.get("page") || "1", 10) || 1);
  const perPage = Math.min(1000, Math.max(1, Number.parseInt(ctx.url.searchParams.get("per_page") || "50", 10) || 50));
  const total = Number((await db.query<{ n: number }>("select count(*)::int as n from auth.users")).rows[0]!.n);
  const { rows } = await db.query<UserRow>("select * from auth.users order by created_at desc, id limit $1 offset $2", [
    perPage,
    (page - 1) * perPage,
  ]);
  const users = [];
  for (const row of rows) users.push(await userJson(db, row));
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const links = [];
  if (page < lastPage) links.push(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  links.push(`</admin/users?page=${lastPage}&per_page=${perPage}>; rel="last"`);
  sendJson(ctx.res, 200, { users, aud: "authenticated" }, { "X-Total-Count": String(total), Link: links.join(", ") });
}

async function updateUser(ctx: AuthRequest, user: UserRow): Promise<void> {
  const { db } = ctx.services;
  const body = jsonBody(ctx);
  const email = normalizeEmail(stringField(body, "email"));
  const password = stringField(body, "password");
  if (email && email !== user.email) {
    if (!isValidEmail(email)) throw badRequest("validation_failed", "Unable to validate email address: invalid format");
    if (await findUserByEmail(db, email)) throw unprocessable("email_exists", "A user with this email address has already been registered");
    await db.query("update auth.users set email = $2 where id = $1", [user.id, email]);
    await db.query(
      "update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text) where user_id = $1 and provider = 'email'",
      [user.id, email],
    );
  }
  if (password) await db.query("update auth.users set encrypted_password = $2 where id = $1", [user.id, await bcrypt.hash(password, BCRYPT_COST)]);
  if (body.email_confirm === true)
    await db.query("update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1", [user.id]);
  const userMetadata = objectField(body, "user_metadata");
  if (userMetadata)
    await db.query("update auth.users set raw_user_meta_data = $2 where id = $1", [user.id, mergeMetadata(user.raw_user_meta_data, userMetadata)]);
  const appMetadata = objectField(body, "app_metadata");
  if (appMetadata)
    await db.query("update auth.users set raw_app_meta_data = $2 where id = $1", [user.id, mergeMetadata(user.raw_app_meta_data, appMetadata)]);
  const role = stringField(body, "role");
  if (role) await db.query("update auth.users set role = $2 where id = $1", [user.id, role]);
  const banned = bannedUntil(body);
  if (banned !== undefined) {
    await db.query("update auth.users set banned_until = $2 where id = $1", [user.id, banned]);
    if (banned) await db.query("delete from auth.sessions where user_id = $1", [user.id]);
  }
  await db.query("update auth.users set updated_at = now() where id = $1", [user.id]);
  sendJson(ctx.res, 200, await userJson(db, (await findUserById(db, user.id))!));
}

/** Hard delete cascades to identities, sessions and every table referencing auth.users on delete cascade. */
async function deleteUser(ctx: AuthRequest, user: UserRow): Promise<void> {
  const { db } = ctx.services;
  if (jsonBody(ctx).should_soft_delete === true) {
    await db.transaction(async (tx) => {
      await tx.query("delete from auth.sessions where user_id = $1", [user.id]);
      await tx.query("delete from auth.identities where user_id = $1", [user.id]);
      await tx.query("update auth.users set deleted_at = now(), email = null, encrypted_password = null, raw_user_meta_data = '{}' where id = $1", [
        user.id,
      ]);
    });
  } else {
    await db.query("delete from auth.users where id = $1", [user.id]);
  }
  sendJson(ctx.res, 200, {});
}

/** /admin/users and /admin/users/:id, for the secret key only. */
export const admin: AuthHandler = async (ctx) => {
  await requireAdmin(ctx);
  const [, resource, id, ...rest] = ctx.path.split("/").slice(1);
  const method = ctx.req.method;
  if (resource !== "users" || rest.length > 0) throw notFound("unknown", "Not found");
  if (id === undefined || id === "") {
    if (method === "POST") return createUser(ctx);
    if (method === "GET") return listUsers(ctx);
  } else {
    const user = await loadUser(ctx, id);
    if (method === "GET") return sendJson(ctx.res, 200, await userJson(ctx.services.db, user));
    if (method === "PUT") return updateUser(ctx, user);
    if (method === "DELETE") return deleteUser(ctx, user);
  }
  throw new AuthError(405, "unknown", "Method not allowed");
};
