import type { PGlite } from "@electric-sql/pglite";

/**
 * PostgREST's schema cache: the tables, functions and foreign keys a request names are read from the
 * catalog once, not in every request (the lookup was about a third of a simple read's cost, and an embed
 * paid it three times). As in PostgREST, `NOTIFY pgrst, 'reload schema'` (or an empty payload) empties it,
 * and an event trigger sends that after every DDL statement, as the one hosted Supabase installs does, so
 * a migration or a test's `create table` is seen by the next request.
 */
export class SchemaCache {
  #entries = new Map<string, unknown>();
  /** Bumped on every reload: a lookup that began before one must not store what it read. */
  #generation = 0;

  /** A failed lookup is never kept, nor one `keep` turns down. */
  async remember<T>(key: string, load: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    if (this.#entries.has(key)) return this.#entries.get(key) as T;
    const generation = this.#generation;
    const value = await load();
    if (generation === this.#generation && keep(value)) this.#entries.set(key, value);
    return value;
  }

  reload(): void {
    this.#entries.clear();
    this.#generation += 1;
  }
}

/** Idempotent; run by the database's own (superuser) session once per database, before its first request. */
const WATCH_SQL = `
  create schema if not exists extensions;
  create or replace function extensions.pgrst_ddl_watch() returns event_trigger language plpgsql as $$
  begin
    notify pgrst, 'reload schema';
  end $$;
  revoke all on function extensions.pgrst_ddl_watch() from public;
  do $$ begin
    if not exists (select 1 from pg_event_trigger where evtname = 'pgrst_ddl_watch') then
      create event trigger pgrst_ddl_watch on ddl_command_end execute function extensions.pgrst_ddl_watch();
    end if;
  end $$;`;

const caches = new WeakMap<PGlite, Promise<SchemaCache>>();

/** The database's schema cache, listening for reloads before it is first used. */
export function schemaCacheOf(db: PGlite): Promise<SchemaCache> {
  let cache = caches.get(db);
  if (!cache) {
    cache = (async () => {
      const created = new SchemaCache();
      await db.exec(WATCH_SQL);
      await db.listen("pgrst", (payload) => {
        if (payload === "" || payload === "reload schema") created.reload();
      });
      return created;
    })();
    // A failed set-up is not remembered: the next request tries again.
    cache.catch(() => caches.delete(db));
    caches.set(db, cache);
  }
  return cache;
}
