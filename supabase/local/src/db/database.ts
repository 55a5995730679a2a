import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto";
import { templateCacheDir } from "../paths";
import { applyPendingMigrations, applySqlFile } from "./migrate";
import { readSqlSources, type SqlSources } from "./sources";

const extensions = { pgcrypto };

export interface OpenedDatabase {
  db: PGlite;
  /** How the database came to be: from the cached template, built now, or an existing data dir. */
  origin: "template" | "built" | "existing";
  applied: string[];
}

/** Part of the template key: a dump from another PGlite build may not load. */
function pgliteVersion(): string {
  // Resolved like the import above, so it holds wherever the workspace install put the package.
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const pkg = JSON.parse(readFileSync(join(dirname(entry), "..", "package.json"), "utf8"));
  return String(pkg.version);
}

const cachePath = (name: string) => join(templateCacheDir, `${name}.tar`);

function loadDump(name: string): Blob | null {
  const path = cachePath(name);
  return existsSync(path) ? new Blob([readFileSync(path)]) : null;
}

/**
 * Writes through a temporary name so parallel test workers never read a half-written dump, and drops
 * the dumps of older sources (each is tens of megabytes).
 */
async function saveDump(db: PGlite, name: string): Promise<Blob> {
  const dump = await db.dumpDataDir("none");
  mkdirSync(templateCacheDir, { recursive: true });
  const tmp = `${cachePath(name)}.${process.pid}.tmp`;
  writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  renameSync(tmp, cachePath(name));
  const kind = name.split("-")[0]!;
  for (const file of readdirSync(templateCacheDir)) {
    if (file.startsWith(`${kind}-`) && file.endsWith(".tar") && file !== `${name}.tar`) rmSync(join(templateCacheDir, file), { force: true });
  }
  return dump;
}

/**
 * Two cache levels: the base (initdb + bootstrap, seconds to build) changes only with PGlite or the
 * bootstrap files; the template adds migrations and seed on top of it, so a new migration costs a
 * base load plus that migration rather than a fresh initdb.
 */
async function buildTemplate(sources: SqlSources): Promise<PGlite> {
  const base = loadDump(`base-${sources.baseHash}`);
  let db: PGlite;
  if (base) {
    db = new PGlite({ extensions, loadDataDir: base });
  } else {
    db = new PGlite({ extensions });
    for (const file of sources.bootstrap) await applySqlFile(db, `bootstrap/${file.name}`, file.sql);
    await saveDump(db, `base-${sources.baseHash}`);
  }
  await db.exec(`set search_path = "$user", public, extensions`);
  await applyPendingMigrations(db, sources.migrations);
  if (sources.seed) await applySqlFile(db, "supabase/seed.sql", sources.seed.sql);
  return db;
}

async function openRaw(dataDir: string | null): Promise<OpenedDatabase> {
  const sources = readSqlSources(pgliteVersion());
  const dbDir = dataDir ? join(dataDir, "db") : null;

  const baseMark = dataDir ? join(dataDir, "bootstrap-hash") : null;
  if (dbDir && baseMark && existsSync(join(dbDir, "PG_VERSION"))) {
    // Migrations catch up by themselves; the bootstrap (roles, auth, storage schemas) only comes with a new database.
    if (!existsSync(baseMark) || readFileSync(baseMark, "utf8").trim() !== sources.baseHash) {
      console.warn("[local-supabase] the bootstrap SQL changed since this database was made: run `npm run db:reset` to rebuild it");
    }
    const db = new PGlite(dbDir, { extensions });
    await db.exec(`set search_path = "$user", public, extensions`);
    const applied = await applyPendingMigrations(db, sources.migrations);
    return { db, origin: "existing", applied };
  }

  let template = loadDump(`template-${sources.hash}`);
  if (!template) {
    const built = await buildTemplate(sources);
    template = await saveDump(built, `template-${sources.hash}`);
    if (!dbDir) return { db: built, origin: "built", applied: sources.migrations.map((m) => m.name) };
    await built.close();
  }
  if (dbDir && baseMark) {
    mkdirSync(dbDir, { recursive: true });
    writeFileSync(baseMark, `${sources.baseHash}\n`);
  }
  const db = dbDir ? new PGlite(dbDir, { extensions, loadDataDir: template }) : new PGlite({ extensions, loadDataDir: template });
  await db.waitReady;
  return { db, origin: "template", applied: [] };
}

/**
 * Opens the backend's database. dataDir null: a fresh in-memory database from the cached template.
 * dataDir set: the persistent database under it, created from the template on first use and brought
 * up to date with new migrations on later starts.
 */
export async function openDatabase(dataDir: string | null): Promise<OpenedDatabase> {
  const opened = await openRaw(dataDir);
  // PGlite runs Postgres in single-user mode, which skips per-database settings: set the path per session.
  await opened.db.exec(`set search_path = "$user", public, extensions`);
  return opened;
}
