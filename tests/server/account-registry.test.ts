import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userDataRegistry } from "../../app/features/user-data/registry";
import { startLocalBackend, type LocalBackend } from "@kolleague/local-supabase";

let backend: LocalBackend;
beforeAll(async () => {
  // A fresh backend from the migrations: its catalogue is the schema the app deploys.
  backend = await startLocalBackend({ port: 0, smtpPort: 0, quiet: true });
});
afterAll(() => backend.stop());

/** Every public table column that holds a user id: a foreign key to auth.users, or a user_id column. */
async function userColumns(db: LocalBackend["db"]): Promise<string[]> {
  const { rows } = await db.query<{ ref: string }>(`
    select c.relname || '.' || a.attname as ref
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any (k.conkey)
     where k.contype = 'f' and k.confrelid = 'auth.users'::regclass and n.nspname = 'public'
    union
    select table_name || '.' || column_name
      from information_schema.columns
     where table_schema = 'public' and column_name = 'user_id'
     order by 1`);
  return rows.map((row) => row.ref);
}

async function buckets(db: LocalBackend["db"]): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>("select id from storage.buckets order by id");
  return rows.map((row) => row.id);
}

const registered = () => new Set(userDataRegistry.tables.map(({ table, userColumn }) => `${table}.${userColumn}`));
const missingColumns = async () => (await userColumns(backend.db)).filter((ref) => !registered().has(ref));

describe("the user-data registry (export and deletion iterate it)", () => {
  it("lists every public table column that references a user", async () => {
    expect(await userColumns(backend.db)).toContain("profiles.id");
    expect(await missingColumns()).toEqual([]);
  });

  it("lists every storage bucket", async () => {
    const listed = new Set(userDataRegistry.buckets.map((entry) => entry.bucket));
    expect((await buckets(backend.db)).filter((bucket) => !listed.has(bucket))).toEqual([]);
  });

  it("notices a new user-owned table that is not registered", async () => {
    await backend.db.exec(`
      create table public.registry_probe (id bigint primary key, owner uuid references auth.users (id));
      create table public.registry_probe_loose (id bigint primary key, user_id uuid);`);
    try {
      expect(await missingColumns()).toEqual(["registry_probe.owner", "registry_probe_loose.user_id"]);
    } finally {
      await backend.db.exec("drop table public.registry_probe; drop table public.registry_probe_loose;");
    }
  });
});
