import { createHash, randomUUID } from "node:crypto";
import type { ApiContext } from "../http/types";
import { withRequestRole } from "../rest/transaction";
import { checkUploadAllowed, findBucket } from "./buckets-lookup";
import { removeBlob, storageRoot, writeBlob, newVersion } from "./blobs";
import { invalidRequest, notFound } from "./errors";
import { checkObjectName } from "./keys";

interface IncomingFile {
  bytes: Buffer;
  contentType: string;
  cacheControl: string;
  userMetadata: unknown;
}

/** supabase-js sends Blobs as multipart (file field plus cacheControl) and Buffers as the raw body. */
async function readFile(ctx: ApiContext): Promise<IncomingFile> {
  const contentType = String(ctx.req.headers["content-type"] ?? "application/octet-stream");
  if (contentType.toLowerCase().startsWith("multipart/form-data")) {
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(ctx.body), { headers: { "content-type": contentType } }).formData();
    } catch {
      throw invalidRequest("Malformed multipart body");
    }
    const file = [...form.values()].find((v): v is File => typeof v !== "string");
    if (!file) throw invalidRequest("No file in the multipart body");
    const metadata = form.get("metadata");
    return {
      bytes: Buffer.from(await file.arrayBuffer()),
      contentType: file.type || "application/octet-stream",
      cacheControl: `max-age=${String(form.get("cacheControl") ?? "3600")}`,
      userMetadata: typeof metadata === "string" ? parseJson(metadata) : null,
    };
  }
  const meta = ctx.req.headers["x-metadata"];
  return {
    bytes: ctx.body,
    contentType,
    cacheControl: String(ctx.req.headers["cache-control"] ?? "max-age=3600"),
    userMetadata: typeof meta === "string" ? parseJson(Buffer.from(meta, "base64").toString("utf8")) : null,
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw invalidRequest("metadata must be JSON");
  }
}

/**
 * POST (create, or replace with x-upsert: true) and PUT (replace) of /object/<bucket>/<name>. The row is
 * written as the caller's role, so storage.objects policies decide; bytes are kept only if that succeeds.
 */
export async function uploadObject(ctx: ApiContext, bucketId: string, rawName: string, mode: "create" | "update"): Promise<void> {
  const name = checkObjectName(rawName);
  const bucket = await findBucket(ctx.db, bucketId);
  const file = await readFile(ctx);
  checkUploadAllowed(bucket, file.bytes.length, file.contentType);
  const upsert = mode === "create" && String(ctx.req.headers["x-upsert"]).toLowerCase() === "true";

  const root = storageRoot(ctx.dataDir);
  const version = newVersion();
  const metadata = {
    eTag: `"${createHash("md5").update(file.bytes).digest("hex")}"`,
    size: file.bytes.length,
    mimetype: file.contentType,
    cacheControl: file.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: file.bytes.length,
    httpStatusCode: 200,
  };
  const previous = (
    await ctx.db.query<{ id: string; version: string }>("select id, version from storage.objects where bucket_id = $1 and name = $2", [
      bucket.id,
      name,
    ])
  ).rows[0];
  const sub = typeof ctx.auth.claims?.sub === "string" ? ctx.auth.claims.sub : null;
  const id = previous && mode === "update" ? previous.id : randomUUID();
  await writeBlob(root, version, file.bytes);
  try {
    await withRequestRole(ctx.db, ctx.auth, async (tx) => {
      const meta = [JSON.stringify(metadata), JSON.stringify(file.userMetadata), version];
      if (mode === "update") {
        const r = await tx.query(
          `update storage.objects set metadata = $3::jsonb, user_metadata = $4::jsonb, version = $5, updated_at = now()
            where bucket_id = $1 and name = $2`,
          [bucket.id, name, ...meta],
        );
        if (!previous || r.affectedRows === 0) throw notFound();
        return;
      }
      const values = [id, bucket.id, name, sub, ...meta];
      await tx.query(
        `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
         values ($1, $2, $3, $4::uuid, $4::text, $5::jsonb, $6::jsonb, $7)` +
          (upsert
            ? ` on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
            metadata = excluded.metadata, user_metadata = excluded.user_metadata, version = excluded.version, updated_at = now()`
            : ""),
        values,
      );
    });
  } catch (e) {
    await removeBlob(root, version);
    throw e;
  }
  if (previous) await removeBlob(root, previous.version);
  const finalId = upsert && previous ? previous.id : id;
  ctx.res.writeHead(200, { "Content-Type": "application/json" });
  ctx.res.end(JSON.stringify({ Id: finalId, Key: `${bucket.id}/${name}` }));
}
