import type { ApiContext } from "../http/types";
import { withRequestRole } from "../rest/transaction";
import { readBlob, storageRoot } from "./blobs";
import { findBucket } from "./buckets-lookup";
import { notFound } from "./errors";
import { checkObjectName } from "./keys";

interface StoredObject {
  id: string;
  name: string;
  bucket_id: string;
  version: string;
  metadata: { mimetype?: string; cacheControl?: string; eTag?: string; size?: number } | null;
  user_metadata: unknown;
  created_at: string;
  updated_at: string;
}

const COLUMNS = "id, name, bucket_id, version, metadata, user_metadata, created_at::text, updated_at::text";

/** Reads the row as the caller (RLS decides) or, for public buckets and signed URLs, with full rights. */
export async function findObject(ctx: ApiContext, bucketId: string, rawName: string, asCaller: boolean): Promise<StoredObject> {
  const name = checkObjectName(rawName);
  const sql = `select ${COLUMNS} from storage.objects where bucket_id = $1 and name = $2`;
  const rows = asCaller
    ? await withRequestRole(ctx.db, ctx.auth, async (tx) => (await tx.query<StoredObject>(sql, [bucketId, name])).rows, { readOnly: true })
    : (await ctx.db.query<StoredObject>(sql, [bucketId, name])).rows;
  if (!rows[0]) throw notFound();
  return rows[0];
}

export async function sendObject(ctx: ApiContext, object: StoredObject): Promise<void> {
  const bytes = await readBlob(storageRoot(ctx.dataDir), object.version);
  const meta = object.metadata ?? {};
  const headers: Record<string, string | number> = {
    "Content-Type": meta.mimetype ?? "application/octet-stream",
    "Content-Length": bytes.length,
    "Cache-Control": meta.cacheControl ?? "no-cache",
    ETag: meta.eTag ?? `"${object.version}"`,
    "Last-Modified": new Date(object.updated_at).toUTCString(),
  };
  const download = ctx.url.searchParams.get("download");
  if (download !== null) {
    const filename = download || object.name.split("/").at(-1) || "download";
    headers["Content-Disposition"] = `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`;
  }
  ctx.res.writeHead(200, headers);
  ctx.res.end(ctx.req.method === "HEAD" ? undefined : bytes);
}

export async function sendPublicObject(ctx: ApiContext, bucketId: string, name: string): Promise<void> {
  const bucket = await findBucket(ctx.db, bucketId);
  if (!bucket.public) throw notFound();
  await sendObject(ctx, await findObject(ctx, bucket.id, name, false));
}

/** GET /object/info/<bucket>/<name>: the shape storage-js turns into camelCase FileObjectV2. */
export async function sendInfo(ctx: ApiContext, bucketId: string, name: string): Promise<void> {
  const o = await findObject(ctx, bucketId, name, true);
  ctx.res.writeHead(200, { "Content-Type": "application/json" });
  ctx.res.end(
    JSON.stringify({
      id: o.id,
      name: o.name,
      version: o.version,
      bucket_id: o.bucket_id,
      size: o.metadata?.size ?? null,
      content_type: o.metadata?.mimetype ?? null,
      cache_control: o.metadata?.cacheControl ?? null,
      etag: o.metadata?.eTag ?? null,
      metadata: o.user_metadata,
      created_at: o.created_at,
      last_modified: o.updated_at,
    }),
  );
}
