import type { AdminClient } from "#app/features/supabase/admin.server";
import { userDataRegistry } from "./registry";
import { listFiles } from "./storage-files.server";

interface ExportedFile {
  bucket: string;
  path: string;
  contentType: string;
  size: number;
  dataUri: string;
}

export interface UserDataExport {
  format: "kolleague-user-data/1";
  exportedAt: string;
  account: Record<string, unknown>;
  tables: Record<string, Record<string, unknown>[]>;
  files: ExportedFile[];
}

/**
 * Everything the registry lists for one user, as one JSON document: the auth account, every owned row
 * and every owned file (inline as a data URI, so the export is complete without further downloads).
 */
export async function exportUserData(admin: AdminClient, userId: string, now = new Date()): Promise<UserDataExport> {
  const { data: auth, error } = await admin.auth.admin.getUserById(userId);
  if (error || !auth.user) throw error ?? new Error("user not found");
  const user = auth.user;
  const account = {
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

  const tables: UserDataExport["tables"] = {};
  for (const { table, userColumn } of userDataRegistry.tables) {
    const { data, error: tableError } = await admin
      .from(table)
      .select("*")
      .eq(userColumn as never, userId as never);
    if (tableError) throw tableError;
    tables[table] = data as Record<string, unknown>[];
  }

  const files: ExportedFile[] = [];
  for (const { bucket, folder } of userDataRegistry.buckets) {
    for (const path of await listFiles(admin, bucket, folder(userId))) {
      const { data: blob, error: fileError } = await admin.storage.from(bucket).download(path);
      if (fileError) throw fileError;
      const bytes = Buffer.from(await blob.arrayBuffer());
      const contentType = blob.type || "application/octet-stream";
      files.push({ bucket, path, contentType, size: bytes.length, dataUri: `data:${contentType};base64,${bytes.toString("base64")}` });
    }
  }

  return { format: "kolleague-user-data/1", exportedAt: now.toISOString(), account, tables, files };
}
