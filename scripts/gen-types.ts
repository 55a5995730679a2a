/**
 * Generates app/types/database.types.ts from the database of the local backend, in the shape of
 * `supabase gen types typescript`. It starts a fresh in-memory backend (bootstrap + migrations), so the
 * result depends only on supabase/migrations, never on local data.
 *
 *   npx tsx scripts/gen-types.ts           write the file
 *   npx tsx scripts/gen-types.ts --check   exit 1 when the committed file is out of date
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startLocalBackend } from "@kolleague/local-supabase";
import { generateTypes } from "@kolleague/local-supabase/typegen";

const target = join(import.meta.dirname, "../app/types/database.types.ts");
const backend = await startLocalBackend({ port: 0, smtpPort: 0, dataDir: null, quiet: true });
try {
  const types = await generateTypes(backend.db);
  if (process.argv.includes("--check")) {
    const current = readFileSync(target, "utf8");
    if (current !== types) {
      console.error("app/types/database.types.ts is out of date: run npx tsx scripts/gen-types.ts");
      process.exitCode = 1;
    }
  } else {
    writeFileSync(target, types);
    console.log(`wrote ${target}`);
  }
} finally {
  await backend.stop();
}
