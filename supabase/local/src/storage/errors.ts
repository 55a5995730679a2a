/** An error in the Storage API's JSON shape: { statusCode, error, message } with the HTTP status. */
export class StorageError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }

  toJSON() {
    return { statusCode: String(this.status), error: this.error, message: this.message };
  }
}

export const notFound = (what = "Object") => new StorageError(404, "not_found", `${what} not found`);
export const invalidRequest = (message: string) => new StorageError(400, "InvalidRequest", message);

/** Maps what the database said (RLS, duplicates, bad input) to the Storage API's answers. */
export function toStorageError(e: unknown): StorageError {
  if (e instanceof StorageError) return e;
  const code = typeof e === "object" && e !== null ? (e as { code?: unknown }).code : undefined;
  const message = e instanceof Error ? e.message : String(e);
  if (code === "42501") return new StorageError(403, "Unauthorized", "new row violates row-level security policy");
  if (code === "23505") return new StorageError(409, "Duplicate", "The resource already exists");
  if (code === "23503") return new StorageError(404, "not_found", "Bucket not found");
  if (typeof code === "string" && code.startsWith("22")) return invalidRequest(message);
  return new StorageError(500, "internal", "Internal error in the local storage server");
}
