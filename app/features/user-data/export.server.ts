import { logger } from "#app/platform/log/logger.server";
import type { AdminClient } from "#app/platform/supabase/admin.server";
import { ownerValue, userDataRegistry, type AccountIdentity, type UserTable } from "./registry";
import { listFiles } from "./storage-files.server";

/** Rows read per request: below PostgREST's max_rows (1000 on hosted Supabase), so every page is whole. */
const PAGE_ROWS = 500;

const EXPORT_FORMAT = "kolleague-user-data/1";

/**
 * The auth account as it goes into the export. Read before the download starts, so a backend failure
 * still gets an honest error page instead of a cut-off file.
 */
export async function readAccount(admin: AdminClient, userId: string): Promise<Record<string, unknown>> {
  const { data: auth, error } = await admin.auth.admin.getUserById(userId);
  if (error || !auth.user) throw error ?? new Error("user not found");
  const user = auth.user;
  return {
    id: user.id,
    email: user.email ?? null,
    new_email: user.new_email ?? null,
    phone: user.phone || null,
    created_at: user.created_at,
    updated_at: user.updated_at ?? null,
    email_confirmed_at: user.email_confirmed_at ?? null,
    last_sign_in_at: user.last_sign_in_at ?? null,
    user_metadata: user.user_metadata,
    providers: (user.identities ?? []).map((identity) => identity.provider),
  };
}

/** One table's rows for the user, a page at a time in key order (a stable order makes the pages add up). */
async function* tableRows(admin: AdminClient, entry: UserTable, account: AccountIdentity) {
  const { table, userColumn, key = "id", exportColumns = "*" } = entry;
  const owner = ownerValue(entry, account);
  if (owner === null) return;
  for (let from = 0; ; from += PAGE_ROWS) {
    const { data, error } = await admin
      .from(table)
      .select(exportColumns)
      .eq(userColumn as never, owner as never)
      .order(key as never)
      .range(from, from + PAGE_ROWS - 1);
    if (error) throw error;
    yield* data as unknown as Record<string, unknown>[];
    if (data.length < PAGE_ROWS) return;
  }
}

async function readFile(admin: AdminClient, bucket: string, path: string) {
  const { data: blob, error } = await admin.storage.from(bucket).download(path);
  if (error) throw error;
  const bytes = Buffer.from(await blob.arrayBuffer());
  const contentType = blob.type || "application/octet-stream";
  return { bucket, path, contentType, size: bytes.length, dataUri: `data:${contentType};base64,${bytes.toString("base64")}` };
}

/**
 * Everything the registry lists for one user as JSON text, written piece by piece: the account, every
 * owned row (paged) and every owned file (inline as a data URI, so the export is complete on its own).
 * Memory stays at one page of rows or one file, however much the user has stored.
 */
async function* exportPieces(admin: AdminClient, userId: string, account: Record<string, unknown>, now: Date): AsyncGenerator<string> {
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  const identity: AccountIdentity = { id: userId, email: text(account.email), emailConfirmedAt: text(account.email_confirmed_at) };
  yield `{\n  "format": ${JSON.stringify(EXPORT_FORMAT)},\n  "exportedAt": ${JSON.stringify(now.toISOString())},\n`;
  yield `  "account": ${JSON.stringify(account)},\n  "tables": {`;
  let firstTable = true;
  for (const entry of userDataRegistry.tables) {
    yield `${firstTable ? "" : ","}\n    ${JSON.stringify(entry.exportAs ?? entry.table)}: [`;
    firstTable = false;
    let firstRow = true;
    for await (const row of tableRows(admin, entry, identity)) {
      yield `${firstRow ? "" : ","}\n      ${JSON.stringify(row)}`;
      firstRow = false;
    }
    yield firstRow ? "]" : "\n    ]";
  }
  yield `\n  },\n  "files": [`;
  let firstFile = true;
  for (const { bucket, folder } of userDataRegistry.buckets) {
    for (const path of await listFiles(admin, bucket, folder(userId))) {
      yield `${firstFile ? "" : ","}\n    ${JSON.stringify(await readFile(admin, bucket, path))}`;
      firstFile = false;
    }
  }
  yield `${firstFile ? "" : "\n  "}]\n}\n`;
}

/**
 * The export as a byte stream that reads the next piece only when the client takes the last one. A
 * failure half-way errors the stream, so the download breaks instead of ending as a valid but partial file.
 */
export function streamUserData(admin: AdminClient, userId: string, account: Record<string, unknown>, now = new Date()): ReadableStream<Uint8Array> {
  const pieces = exportPieces(admin, userId, account, now);
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await pieces.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        logger.error({ err: error }, "data export: failed part-way");
        controller.error(error);
      }
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
}
