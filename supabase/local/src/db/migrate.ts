import type { PGlite } from "@electric-sql/pglite";
import type { Migration } from "./sources";

/** Runs one SQL file in a transaction, naming the file when Postgres rejects it. */
export async function applySqlFile(db: PGlite, label: string, sql: string): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await tx.exec(sql);
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${label}: ${message}`, { cause: error });
  }
}

/** Applies the migrations not yet recorded in supabase_migrations.schema_migrations, in file order. */
export async function applyPendingMigrations(db: PGlite, migrations: Migration[]): Promise<string[]> {
  const { rows } = await db.query<{ version: string }>("select version from supabase_migrations.schema_migrations");
  const done = new Set(rows.map((row) => row.version));
  const applied: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.version)) continue;
    const name = migration.name.replace(/^\d+_/, "").replace(/\.sql$/, "");
    try {
      await db.transaction(async (tx) => {
        await tx.exec(migration.sql);
        await tx.query("insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)", [migration.version, name]);
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`supabase/migrations/${migration.name}: ${message}`, { cause: error });
    }
    applied.push(migration.name);
  }
  return applied;
}
