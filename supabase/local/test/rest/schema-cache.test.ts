import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SchemaCache } from "../../src/rest/schema-cache";
import { asUser, callRest, createTestDb, SERVICE, USER_A } from "./harness";

// The REST API reads tables, functions and foreign keys from its schema cache; a schema change must reach
// the next request all the same, as PostgREST's reload on DDL does on hosted Supabase.
let db: PGlite;
const A = asUser(USER_A);

beforeAll(async () => {
  db = await createTestDb();
  await db.query("insert into public.notes (owner, title, score) values ($1, 'alpha', 3)", [USER_A]);
});
afterAll(async () => {
  await db.close();
});

describe("the schema cache follows schema changes", () => {
  it("serves a column added after the table was first read", async () => {
    expect((await callRest(db, "GET", "/notes?select=title", { auth: A })).json()).toEqual([{ title: "alpha" }]);
    await db.exec("alter table public.notes add column mood text default 'calm'");
    const r = await callRest(db, "GET", "/notes?select=title,mood", { auth: A });
    expect(r.status).toBe(200);
    expect(r.json()).toEqual([{ title: "alpha", mood: "calm" }]);
  });

  it("refuses a column renamed away, and serves its new name", async () => {
    expect((await callRest(db, "GET", "/notes?select=score", { auth: A })).status).toBe(200);
    await db.exec("alter table public.notes rename column score to points");
    expect((await callRest(db, "GET", "/notes?select=score", { auth: A })).status).toBe(400);
    expect((await callRest(db, "GET", "/notes?select=points", { auth: A })).json()).toEqual([{ points: 3 }]);
  });

  it("answers 404 for a table dropped after it was read", async () => {
    await db.exec("create table public.drafts (id int primary key, text text); grant select on public.drafts to service_role");
    expect((await callRest(db, "GET", "/drafts?select=id", { auth: SERVICE })).status).toBe(200);
    await db.exec("drop table public.drafts");
    const gone = await callRest(db, "GET", "/drafts?select=id", { auth: SERVICE });
    expect(gone.status).toBe(404);
    expect((gone.json() as { code: string }).code).toBe("PGRST205");
  });

  it("embeds through a foreign key added after the tables were read", async () => {
    await db.exec("create table public.labels (id int primary key, name text); grant select on public.labels to service_role");
    await db.exec("insert into public.labels values (1, 'red')");
    expect((await callRest(db, "GET", "/notes?select=title,labels(name)", { auth: SERVICE })).status).toBe(400);
    await db.exec("alter table public.notes add column label_id int references public.labels (id); update public.notes set label_id = 1");
    const r = await callRest(db, "GET", "/notes?select=title,labels(name)", { auth: SERVICE });
    expect(r.status).toBe(200);
    expect(r.json()).toEqual([{ title: "alpha", labels: { name: "red" } }]);
  });

  it("calls a function by the arguments it has now", async () => {
    expect((await callRest(db, "POST", "/rpc/add", { auth: SERVICE, body: { a: 1, b: 2 } })).json()).toBe(3);
    await db.exec(
      "drop function public.add(int, int); create function public.add(x int, y int) returns int language sql immutable as $$ select x * y $$",
    );
    expect((await callRest(db, "POST", "/rpc/add", { auth: SERVICE, body: { x: 3, y: 4 } })).json()).toBe(12);
    expect((await callRest(db, "POST", "/rpc/add", { auth: SERVICE, body: { a: 1, b: 2 } })).status).toBe(404);
  });
});

describe("SchemaCache", () => {
  it("reads once until a reload, then reads again", async () => {
    const cache = new SchemaCache();
    let reads = 0;
    const load = async () => ++reads;
    expect(await cache.remember("k", load)).toBe(1);
    expect(await cache.remember("k", load)).toBe(1);
    cache.reload();
    expect(await cache.remember("k", load)).toBe(2);
  });

  it("does not keep what a lookup read before a reload that came while it ran", async () => {
    const cache = new SchemaCache();
    let release!: () => void;
    const pending = cache.remember("k", () => new Promise<string>((resolve) => (release = () => resolve("old"))));
    cache.reload();
    release();
    expect(await pending).toBe("old");
    expect(await cache.remember("k", async () => "new")).toBe("new");
  });

  it("does not keep what its keep test turns down (an unknown function's empty list)", async () => {
    const cache = new SchemaCache();
    let reads = 0;
    const load = async () => (++reads > 1 ? ["add"] : []);
    const found = (names: string[]) => names.length > 0;
    expect(await cache.remember("k", load, found)).toEqual([]);
    expect(await cache.remember("k", load, found)).toEqual(["add"]);
    expect(await cache.remember("k", load, found)).toEqual(["add"]);
    expect(reads).toBe(2);
  });

  it("does not keep a failed lookup", async () => {
    const cache = new SchemaCache();
    await expect(cache.remember("k", () => Promise.reject(new Error("no such table")))).rejects.toThrow("no such table");
    expect(await cache.remember("k", async () => "found")).toBe("found");
  });
});
