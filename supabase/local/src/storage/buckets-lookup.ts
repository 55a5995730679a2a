import type { PGlite } from "@electric-sql/pglite";
import { notFound, StorageError } from "./errors";

export interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

/** Hosted Storage reads bucket settings with its own privileges: uploads need no policy on buckets. */
export async function findBucket(db: PGlite, id: string): Promise<Bucket> {
  const { rows } = await db.query<Bucket>(
    "select id, public, file_size_limit::float8 as file_size_limit, allowed_mime_types from storage.buckets where id = $1",
    [id],
  );
  if (!rows[0]) throw notFound("Bucket");
  return rows[0];
}

/** The server-wide cap; A's HTTP layer also refuses bodies above it before they are buffered. */
const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

export function checkUploadAllowed(bucket: Bucket, size: number, mimeType: string): void {
  const limit = Math.min(bucket.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT, GLOBAL_FILE_SIZE_LIMIT);
  if (size > limit) throw new StorageError(413, "Payload too large", "The object exceeded the maximum allowed size");
  const allowed = bucket.allowed_mime_types;
  if (!allowed || allowed.length === 0) return;
  const type = mimeType.split(";")[0]!.trim().toLowerCase();
  const ok = allowed.some((pattern) => {
    const p = pattern.toLowerCase();
    return p.endsWith("/*") ? type.startsWith(p.slice(0, -1)) : type === p;
  });
  if (!ok) throw new StorageError(415, "invalid_mime_type", `mime type ${type || "(none)"} is not supported`);
}
