import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { bootstrapDir, migrationsDir, seedPath } from "../paths";

interface SqlFile {
  name: string;
  sql: string;
}

export interface Migration extends SqlFile {
  /** The CLI's version: the digits before the first underscore of the file name. */
  version: string;
}

export interface SqlSources {
  bootstrap: SqlFile[];
  migrations: Migration[];
  seed: SqlFile | null;
  /** Changes with PGlite or a bootstrap file: names the cached base (initdb + bootstrap). */
  baseHash: string;
  /** Changes whenever any file above (or PGlite) changes; names the cached full template. */
  hash: string;
}

function sqlFilesIn(dir: string): SqlFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".sql"))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(dir, name), "utf8") }));
}

export function readSqlSources(pgliteVersion: string): SqlSources {
  // File-name order: 00-roles, 10-auth, then helper B's storage.sql ("s" sorts after digits).
  const bootstrap = sqlFilesIn(bootstrapDir);
  const migrations = sqlFilesIn(migrationsDir).map((file) => {
    const version = /^(\d+)_/.exec(file.name)?.[1];
    if (!version) throw new Error(`supabase/migrations/${file.name}: name must start with <timestamp>_`);
    return { ...file, version };
  });
  const seed = existsSync(seedPath) ? { name: basename(seedPath), sql: readFileSync(seedPath, "utf8") } : null;
  const hash = createHash("sha256");
  hash.update(`pglite ${pgliteVersion}\n`);
  for (const file of bootstrap) hash.update(`${file.name}\n${file.sql}\n`);
  const baseHash = hash.copy().digest("hex").slice(0, 16);
  for (const file of [...migrations, ...(seed ? [seed] : [])]) hash.update(`${file.name}\n${file.sql}\n`);
  return { bootstrap, migrations, seed, baseHash, hash: hash.digest("hex").slice(0, 16) };
}
