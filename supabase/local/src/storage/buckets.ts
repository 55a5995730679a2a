import type { ApiContext } from "../http/types";
import { withRequestRole } from "../rest/transaction";
import { jsonBody, sendJson } from "./body";
import { invalidRequest, notFound, StorageError } from "./errors";
import { ALLOW_DELETE } from "./manage";

const COLUMNS = `id, name, owner, public, file_size_limit::float8 as file_size_limit, allowed_mime_types,
  type, created_at::text, updated_at::text`;

const BUCKET_ID = /^[a-z0-9][a-z0-9._-]{0,62}$/;

/** The bucket API runs as the caller too: without policies on storage.buckets only the secret key gets through. */
export async function handleBuckets(ctx: ApiContext, segments: string[]): Promise<void> {
  const method = ctx.req.method ?? "GET";
  const id = segments[1] || undefined;
  const run = <T>(fn: Parameters<typeof withRequestRole<T>>[2], settings?: Record<string, string>) =>
    withRequestRole(ctx.db, ctx.auth, fn, { settings });

  if (method === "GET" && !id) {
    return sendJson(ctx, 200, await run(async (tx) => (await tx.query(`select ${COLUMNS} from storage.buckets order by name`)).rows));
  }
  if (method === "GET" && id) {
    const row = await run(async (tx) => (await tx.query(`select ${COLUMNS} from storage.buckets where id = $1`, [id])).rows[0]);
    if (!row) throw notFound("Bucket");
    return sendJson(ctx, 200, row);
  }
  if (method === "POST" && !id) {
    const body = jsonBody(ctx);
    const bucketId = String(body.id ?? body.name ?? "");
    if (!BUCKET_ID.test(bucketId)) throw invalidRequest("Bucket name invalid");
    await run((tx) =>
      tx.query(
        `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types, owner)
       values ($1, $2, $3, $4, (select array_agg(t) from json_array_elements_text($5::json) t), $6::uuid)`,
        [
          bucketId,
          String(body.name ?? bucketId),
          body.public === true,
          body.file_size_limit ?? null,
          Array.isArray(body.allowed_mime_types) ? JSON.stringify(body.allowed_mime_types) : null,
          ctx.auth.claims?.sub ?? null,
        ],
      ),
    );
    return sendJson(ctx, 200, { name: bucketId });
  }
  if (method === "POST" && id && segments[2] === "empty") {
    await run((tx) => tx.query("delete from storage.objects where bucket_id = $1", [id]), ALLOW_DELETE);
    return sendJson(ctx, 200, { message: "Successfully emptied" });
  }
  if (method === "DELETE" && id) {
    const count = await run(async (tx) => {
      const objects = (await tx.query<{ n: number }>("select count(*)::int as n from storage.objects where bucket_id = $1", [id])).rows[0]?.n ?? 0;
      if (objects > 0) throw new StorageError(409, "InvalidRequest", "The bucket you tried to delete is not empty");
      return (await tx.query("delete from storage.buckets where id = $1", [id])).affectedRows ?? 0;
    }, ALLOW_DELETE);
    if (count === 0) throw notFound("Bucket");
    return sendJson(ctx, 200, { message: "Successfully deleted" });
  }
  throw new StorageError(405, "InvalidRequest", `${method} is not supported on this route`);
}
