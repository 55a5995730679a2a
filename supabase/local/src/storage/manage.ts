import type { ApiContext } from "../http/types";
import { withRequestRole } from "../rest/transaction";
import { removeBlob, storageRoot } from "./blobs";
import { jsonBody, sendJson, stringList } from "./body";
import { findBucket } from "./buckets-lookup";
import { invalidRequest } from "./errors";
import { findObject } from "./download";
import { checkObjectName } from "./keys";
import { signObjectUrl } from "./signing";

/** Lets the Storage API's own transaction pass the trigger that refuses SQL deletes on storage tables. */
export const ALLOW_DELETE = { "storage.allow_delete_query": "true" };

/** DELETE /object/<bucket> { prefixes }: removes what the caller may select and delete, answers the removed rows. */
export async function removeObjects(ctx: ApiContext, bucketId: string): Promise<void> {
  await findBucket(ctx.db, bucketId);
  const names = stringList(jsonBody(ctx).prefixes, "prefixes");
  if (names.length === 0 || names.length > 1000) throw invalidRequest("prefixes must hold 1 to 1000 names");
  const removed = await withRequestRole(
    ctx.db,
    ctx.auth,
    async (tx) =>
      (
        await tx.query<Record<string, unknown> & { version: string }>(
          `delete from storage.objects where bucket_id = $1 and name in (select json_array_elements_text($2::json))
     returning id, name, bucket_id, owner, owner_id, version, metadata, user_metadata,
               created_at::text, updated_at::text, last_accessed_at::text`,
          [bucketId, JSON.stringify(names)],
        )
      ).rows,
    { settings: ALLOW_DELETE },
  );
  const root = storageRoot(ctx.dataDir);
  await Promise.all(removed.map((row) => removeBlob(root, row.version)));
  sendJson(ctx, 200, removed);
}

interface Listed {
  name: string;
  id: string;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
  metadata: unknown;
}

const SORTABLE = new Set(["name", "created_at", "updated_at", "last_accessed_at"]);

/** POST /object/list/<bucket>: one folder level, sub-folders as entries with null id (like storage.search). */
export async function listObjects(ctx: ApiContext, bucketId: string): Promise<void> {
  await findBucket(ctx.db, bucketId);
  const body = jsonBody(ctx);
  const rawPrefix = typeof body.prefix === "string" ? body.prefix : "";
  const prefix = rawPrefix === "" || rawPrefix.endsWith("/") ? rawPrefix : `${rawPrefix}/`;
  const search = typeof body.search === "string" ? body.search.toLowerCase() : "";
  const limit = Math.min(Math.max(Number(body.limit ?? 100) || 100, 1), 1000);
  const offset = Math.max(Number(body.offset ?? 0) || 0, 0);
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
  const column = typeof sortBy.column === "string" && SORTABLE.has(sortBy.column) ? sortBy.column : "name";
  const desc = String(sortBy.order).toLowerCase() === "desc";

  const rows = await withRequestRole(
    ctx.db,
    ctx.auth,
    async (tx) =>
      (
        await tx.query<Listed>(
          `select name, id, created_at::text, updated_at::text, last_accessed_at::text, metadata from storage.objects
      where bucket_id = $1 and starts_with(name, $2)`,
          [bucketId, prefix],
        )
      ).rows,
    { readOnly: true },
  );

  type Entry = { [K in keyof Listed]: K extends "name" ? string : Listed[K] | null };
  const entries = new Map<string, Entry>();
  for (const row of rows) {
    const rest = row.name.slice(prefix.length);
    const slash = rest.indexOf("/");
    const entryName = slash < 0 ? rest : rest.slice(0, slash);
    if (search && !entryName.toLowerCase().startsWith(search)) continue;
    if (slash >= 0) {
      const folder = { name: entryName, id: null, created_at: null, updated_at: null, last_accessed_at: null, metadata: null };
      if (!entries.has(entryName)) entries.set(entryName, folder);
    } else {
      entries.set(`\u0000${entryName}`, { ...row, name: entryName });
    }
  }
  const key = column as keyof Listed;
  const sorted = [...entries.values()].sort((a, b) => {
    const cmp = String(a[key] ?? "").localeCompare(String(b[key] ?? "")) || a.name.localeCompare(b.name);
    return desc ? -cmp : cmp;
  });
  sendJson(ctx, 200, sorted.slice(offset, offset + limit));
}

function expiresIn(value: unknown): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw invalidRequest("expiresIn must be a positive whole number of seconds");
  return n;
}

/** POST /object/sign/<bucket>/<name> { expiresIn }: only for objects the caller may read. */
export async function signOne(ctx: ApiContext, bucketId: string, name: string): Promise<void> {
  const seconds = expiresIn(jsonBody(ctx).expiresIn);
  const object = await findObject(ctx, bucketId, name, true);
  sendJson(ctx, 200, { signedURL: await signObjectUrl(storageRoot(ctx.dataDir), bucketId, object.name, seconds) });
}

/** POST /object/sign/<bucket> { expiresIn, paths }: per path a URL or an error. */
export async function signMany(ctx: ApiContext, bucketId: string): Promise<void> {
  const body = jsonBody(ctx);
  const seconds = expiresIn(body.expiresIn);
  const paths = stringList(body.paths, "paths");
  const visible = new Set(
    await withRequestRole(
      ctx.db,
      ctx.auth,
      async (tx) =>
        (
          await tx.query<{ name: string }>(
            "select name from storage.objects where bucket_id = $1 and name in (select json_array_elements_text($2::json))",
            [bucketId, JSON.stringify(paths)],
          )
        ).rows.map((r) => r.name),
      { readOnly: true },
    ),
  );
  const root = storageRoot(ctx.dataDir);
  sendJson(
    ctx,
    200,
    await Promise.all(
      paths.map(async (path) =>
        visible.has(path)
          ? { error: null, path, signedURL: await signObjectUrl(root, bucketId, path, seconds) }
          : { error: "Either the object does not exist or you do not have access to it", path, signedURL: null },
      ),
    ),
  );
}

/** POST /object/move { bucketId, sourceKey, destinationKey }: a rename, decided by the update policies. */
export async function moveObject(ctx: ApiContext): Promise<void> {
  const body = jsonBody(ctx);
  const bucketId = String(body.bucketId ?? "");
  const from = checkObjectName(String(body.sourceKey ?? ""));
  const to = checkObjectName(String(body.destinationKey ?? ""));
  await findBucket(ctx.db, bucketId);
  const moved = await withRequestRole(
    ctx.db,
    ctx.auth,
    async (tx) =>
      (await tx.query("update storage.objects set name = $3, updated_at = now() where bucket_id = $1 and name = $2", [bucketId, from, to]))
        .affectedRows ?? 0,
  );
  if (moved === 0) throw invalidRequest("Object not found");
  sendJson(ctx, 200, { message: "Successfully moved" });
}
