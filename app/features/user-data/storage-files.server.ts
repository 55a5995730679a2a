import type { AdminClient } from "#app/platform/supabase/admin.server";

const PAGE = 1000;

/**
 * Every file path under `folder` in `bucket`, descending into sub-folders (Storage lists one level at a
 * time and marks folders with a null id).
 */
export async function listFiles(client: AdminClient, bucket: string, folder: string): Promise<string[]> {
  const paths: string[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const { data, error } = await client.storage.from(bucket).list(folder, { limit: PAGE, offset, sortBy: { column: "name", order: "asc" } });
    if (error) throw error;
    for (const entry of data) {
      const path = `${folder}/${entry.name}`;
      if (entry.id === null) paths.push(...(await listFiles(client, bucket, path)));
      else paths.push(path);
    }
    if (data.length < PAGE) return paths;
  }
}
