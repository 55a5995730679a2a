import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asUser, callRest, createTestDb, SERVICE, USER_A, USER_B } from "./harness";

let db: PGlite;
const A = asUser(USER_A);
const B = asUser(USER_B);

beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  await db.close();
});
beforeEach(async () => {
  await db.exec("truncate public.notes, public.comments restart identity");
  await db.query(
    `insert into public.notes (owner, title, body, score, tags, data) values
      ($1, 'alpha', 'first', 1, '{red}', '{"k": {"n": 1}}'),
      ($1, 'beta', null, 5, '{red,blue}', '{"k": {"n": 2}}'),
      ($1, 'gamma, with comma', 'third', 9, '{}', null),
      ($2, 'other', 'b''s', 7, '{}', null)`,
    [USER_A, USER_B],
  );
});

describe("reads", () => {
  it("selects columns with aliases, casts and JSON paths, scoped by RLS", async () => {
    const r = await callRest(db, "GET", "/notes?select=id,name:title,score::text,n:data->k->>n&order=id", { auth: A });
    expect(r.status).toBe(200);
    expect(r.json()).toEqual([
      { id: 1, name: "alpha", score: "1", n: "1" },
      { id: 2, name: "beta", score: "5", n: "2" },
      { id: 3, name: "gamma, with comma", score: "9", n: null },
    ]);
    expect(r.headers["content-range"]).toBe("0-2/*");
  });

  it.each([
    ["score=eq.5", ["beta"]],
    ["score=neq.5", ["alpha", "gamma, with comma"]],
    ["score=gt.1&score=lt.9", ["beta"]],
    ["score=gte.5", ["beta", "gamma, with comma"]],
    ["score=lte.1", ["alpha"]],
    ["title=like.*amm*", ["gamma, with comma"]],
    ["title=ilike.ALP*", ["alpha"]],
    ["body=is.null", ["beta"]],
    ["body=not.is.null", ["alpha", "gamma, with comma"]],
    ["score=in.(1,9)", ["alpha", "gamma, with comma"]],
    ['title=in.("gamma, with comma",beta)', ["beta", "gamma, with comma"]],
    ["score=not.in.(1,9)", ["beta"]],
    ["tags=cs.{blue}", ["beta"]],
    ["or=(score.eq.1,title.eq.beta)", ["alpha", "beta"]],
    ["or=(score.gt.8,and(score.gt.0,score.lt.2))", ["alpha", "gamma, with comma"]],
    ["and=(score.gte.1,or(body.is.null,title.eq.alpha))", ["alpha", "beta"]],
    ["not.or=(score.eq.1,score.eq.5)", ["gamma, with comma"]],
    ['or=(title.eq."gamma, with comma")', ["gamma, with comma"]],
    ["data->k->>n=eq.2", ["beta"]],
    ["title=like(any).{al*,be*}", ["alpha", "beta"]],
  ])("filters %s", async (query, titles) => {
    const r = await callRest(db, "GET", `/notes?select=title&order=id&${query}`, { auth: A });
    expect(r.status).toBe(200);
    expect((r.json() as { title: string }[]).map((x) => x.title)).toEqual(titles);
  });

  it("orders, pages and counts", async () => {
    const r = await callRest(db, "GET", "/notes?select=title&order=score.desc.nullslast&limit=2&offset=1", {
      auth: A,
      headers: { Prefer: "count=exact" },
    });
    expect(r.status).toBe(206);
    expect(r.json()).toEqual([{ title: "beta" }, { title: "alpha" }]);
    expect(r.headers["content-range"]).toBe("1-2/3");
  });

  it("pages with the Range header", async () => {
    const r = await callRest(db, "GET", "/notes?select=id&order=id", { auth: A, headers: { Range: "1-1" } });
    expect(r.json()).toEqual([{ id: 2 }]);
  });

  it("answers a single object or 406 PGRST116", async () => {
    const one = await callRest(db, "GET", "/notes?select=title&id=eq.1", { auth: A, headers: { Accept: "application/vnd.pgrst.object+json" } });
    expect(one.status).toBe(200);
    expect(one.json()).toEqual({ title: "alpha" });
    const many = await callRest(db, "GET", "/notes?select=title", { auth: A, headers: { Accept: "application/vnd.pgrst.object+json" } });
    expect(many.status).toBe(406);
    expect(many.json()).toMatchObject({ code: "PGRST116", details: "The result contains 3 rows" });
    const none = await callRest(db, "GET", "/notes?id=eq.4", { auth: A, headers: { Accept: "application/vnd.pgrst.object+json" } });
    expect(none.status).toBe(406);
  });

  it("strips nulls when asked", async () => {
    const r = await callRest(db, "GET", "/notes?select=title,body&id=eq.2", {
      auth: A,
      headers: { Accept: "application/vnd.pgrst.array+json;nulls=stripped" },
    });
    expect(r.json()).toEqual([{ title: "beta" }]);
  });

  it("lets service_role bypass RLS and gives anon nothing", async () => {
    expect((await callRest(db, "GET", "/notes?select=id", { auth: SERVICE })).json()).toHaveLength(4);
    const anon = await callRest(db, "GET", "/notes?select=id");
    expect(anon.status).toBe(200);
    expect(anon.json()).toEqual([]);
  });

  it("answers HEAD with the count and no body", async () => {
    const r = await callRest(db, "HEAD", "/notes?select=*", { auth: B, headers: { Prefer: "count=exact" } });
    expect(r.status).toBe(200);
    expect(r.text).toBe("");
    expect(r.headers["content-range"]).toBe("0-0/1");
  });
});

describe("embedding", () => {
  beforeEach(async () => {
    await db.exec(`
      insert into public.comments (note_id, reply_to, text) values (1, null, 'c1'), (1, 1, 'c2'), (4, null, 'c-other');`);
  });

  it("embeds children as arrays and parents as objects through foreign keys", async () => {
    const r = await callRest(db, "GET", "/notes?select=title,comments(text)&order=id&id=in.(1,2)", { auth: A });
    expect(r.json()).toEqual([
      { title: "alpha", comments: [{ text: "c1" }, { text: "c2" }] },
      { title: "beta", comments: [] },
    ]);
    const up = await callRest(db, "GET", "/comments?select=text,note:notes(title)&order=id", { auth: A });
    expect(up.json()).toEqual([
      { text: "c1", note: { title: "alpha" } },
      { text: "c2", note: { title: "alpha" } },
    ]);
  });

  it("applies RLS inside embeds and filters parents with !inner", async () => {
    const r = await callRest(db, "GET", "/comments?select=text,notes(title)&order=id", { auth: SERVICE });
    expect(r.json()).toHaveLength(3);
    const inner = await callRest(db, "GET", "/notes?select=title,comments!inner(text)&order=id", { auth: A });
    expect((inner.json() as { title: string }[]).map((n) => n.title)).toEqual(["alpha"]);
  });

  it("needs a hint for self-references with two directions and refuses unrelated tables", async () => {
    const parent = await callRest(db, "GET", "/comments?select=text,parent:comments!reply_to(text)&id=eq.2", { auth: A });
    expect(parent.json()).toEqual([{ text: "c2", parent: { text: "c1" } }]);
    const unrelated = await callRest(db, "GET", "/notes?select=*,pg_class(*)", { auth: A });
    expect(unrelated.status).toBe(400);
    expect(unrelated.json()).toMatchObject({ code: "PGRST200" });
  });

  it("filters, orders and pages inside an embedded resource", async () => {
    const r = await callRest(db, "GET", "/notes?select=title,comments(text)&id=eq.1&comments.order=id.desc&comments.limit=1", { auth: A });
    expect(r.json()).toEqual([{ title: "alpha", comments: [{ text: "c2" }] }]);
    const filtered = await callRest(db, "GET", "/notes?select=title,c:comments!inner(text)&c.text=eq.c1", { auth: A });
    expect(filtered.json()).toEqual([{ title: "alpha", c: [{ text: "c1" }] }]);
    const unknown = await callRest(db, "GET", "/notes?select=title&comments.text=eq.c1", { auth: A });
    expect(unknown.status).toBe(400);
    expect(unknown.json()).toMatchObject({ code: "PGRST108" });
  });

  it("embeds in a mutation's representation", async () => {
    const r = await callRest(db, "POST", "/comments?select=text,notes(title)", {
      auth: A,
      headers: { Prefer: "return=representation" },
      body: { note_id: 2, text: "new" },
    });
    expect(r.status).toBe(201);
    expect(r.json()).toEqual([{ text: "new", notes: { title: "beta" } }]);
  });
});

describe("writes", () => {
  it("inserts with return=representation and the select list", async () => {
    const r = await callRest(db, "POST", "/notes?select=id,title", {
      auth: A,
      headers: { Prefer: "return=representation" },
      body: { title: "new" },
    });
    expect(r.status).toBe(201);
    expect(r.json()).toEqual([{ id: 5, title: "new" }]);
  });

  it("inserts arrays with ?columns, missing keys as null or as default", async () => {
    const asNull = await callRest(db, "POST", '/notes?columns="title","score"', {
      auth: A,
      headers: { Prefer: "return=representation" },
      body: [{ title: "x", score: 3 }, { title: "y" }],
    });
    expect((asNull.json() as { score: number | null }[]).map((r) => r.score)).toEqual([3, null]);
    const asDefault = await callRest(db, "POST", '/notes?columns="title","score"&select=score', {
      auth: A,
      headers: { Prefer: "return=representation,missing=default" },
      body: [{ title: "z" }],
    });
    expect(asDefault.json()).toEqual([{ score: 0 }]);
  });

  it("returns 201 with no body by default and counts", async () => {
    const r = await callRest(db, "POST", "/notes", { auth: A, headers: { Prefer: "count=exact" }, body: [{ title: "m1" }, { title: "m2" }] });
    expect(r.status).toBe(201);
    expect(r.text).toBe("");
    expect(r.headers["content-range"]).toBe("*/2");
  });

  it("upserts with merge-duplicates and on_conflict", async () => {
    const r = await callRest(db, "POST", "/notes?on_conflict=id&select=id,title", {
      auth: A,
      headers: { Prefer: "resolution=merge-duplicates,return=representation" },
      body: { id: 1, title: "alpha 2" },
    });
    expect(r.status).toBe(201);
    expect(r.json()).toEqual([{ id: 1, title: "alpha 2" }]);
    const ignored = await callRest(db, "POST", "/notes", {
      auth: A,
      headers: { Prefer: "resolution=ignore-duplicates,return=representation" },
      body: { id: 1, title: "ignored" },
    });
    expect(ignored.json()).toEqual([]);
    const { rows } = await db.query<{ title: string }>("select title from notes where id = 1");
    expect(rows[0]?.title).toBe("alpha 2");
  });

  it("maps a duplicate key to 409 23505", async () => {
    const r = await callRest(db, "POST", "/notes", { auth: A, body: { id: 1, title: "dup" } });
    expect(r.status).toBe(409);
    expect(r.json()).toMatchObject({ code: "23505", hint: null });
  });

  it("updates only rows the filters and RLS allow", async () => {
    const r = await callRest(db, "PATCH", "/notes?score=gte.5", { auth: A, headers: { Prefer: "return=representation" }, body: { body: "patched" } });
    expect(r.status).toBe(200);
    expect((r.json() as unknown[]).length).toBe(2);
    const minimal = await callRest(db, "PATCH", "/notes?id=eq.4", { auth: A, body: { body: "hijack" } });
    expect(minimal.status).toBe(204);
    const { rows } = await db.query<{ body: string }>("select body from notes where id = 4");
    expect(rows[0]?.body).toBe("b's");
  });

  it("deletes with representation", async () => {
    const r = await callRest(db, "DELETE", "/notes?id=eq.2&select=title", { auth: A, headers: { Prefer: "return=representation" } });
    expect(r.json()).toEqual([{ title: "beta" }]);
    const gone = await callRest(db, "DELETE", "/notes?id=eq.4", { auth: A });
    expect(gone.status).toBe(204);
    expect((await db.query("select 1 from notes")).rows).toHaveLength(3);
  });

  it("rolls back a singular mutation that touched several rows", async () => {
    const r = await callRest(db, "PATCH", "/notes", {
      auth: A,
      headers: { Accept: "application/vnd.pgrst.object+json", Prefer: "return=representation" },
      body: { score: 100 },
    });
    expect(r.status).toBe(406);
    expect((await db.query("select 1 from notes where score = 100")).rows).toHaveLength(0);
  });

  it("honours Prefer: tx=rollback", async () => {
    const r = await callRest(db, "DELETE", "/notes", { auth: SERVICE, headers: { Prefer: "tx=rollback" } });
    expect(r.status).toBe(204);
    expect((await db.query("select 1 from notes")).rows).toHaveLength(4);
  });

  it("refuses a forged owner with 403 42501", async () => {
    const r = await callRest(db, "POST", "/notes", { auth: A, body: { title: "forged", owner: USER_B } });
    expect(r.status).toBe(403);
    expect(r.json()).toMatchObject({ code: "42501" });
  });
});

describe("rpc", () => {
  it("calls a scalar function with named arguments and defaults", async () => {
    expect((await callRest(db, "POST", "/rpc/add", { auth: A, body: { a: 2, b: 3 } })).json()).toBe(5);
    expect((await callRest(db, "POST", "/rpc/add", { auth: A, body: { a: 2 } })).json()).toBe(3);
    expect((await callRest(db, "GET", "/rpc/add?a=4", { auth: A })).json()).toBe(5);
  });

  it("calls a set-returning function under RLS with select and order", async () => {
    const r = await callRest(db, "POST", "/rpc/my_notes?select=title&order=score.desc", { auth: B, body: { min_score: 0 } });
    expect(r.json()).toEqual([{ title: "other" }]);
  });

  it("passes arrays to array arguments and answers void with 204", async () => {
    expect((await callRest(db, "POST", "/rpc/echo_tags", { auth: A, body: { tags: ["a", "b,c"] } })).json()).toBe("a|b,c");
    expect((await callRest(db, "POST", "/rpc/touch", { auth: A, body: {} })).status).toBe(204);
  });

  it("runs GET in a read-only transaction, as PostgREST does: a writing function is refused with 405 and writes nothing", async () => {
    const get = await callRest(db, "GET", "/rpc/add_note?title=sneaky", { auth: A });
    expect(get.status).toBe(405);
    expect(get.json()).toMatchObject({ code: "25006" });
    expect((await callRest(db, "GET", "/notes?title=eq.sneaky&select=title", { auth: A })).json()).toEqual([]);
    expect((await callRest(db, "POST", "/rpc/add_note", { auth: A, body: { title: "posted" } })).status).toBe(204);
    expect((await callRest(db, "GET", "/notes?title=eq.posted&select=title", { auth: A })).json()).toEqual([{ title: "posted" }]);
  });

  it("answers 404 PGRST202 for unknown functions or argument names", async () => {
    expect((await callRest(db, "POST", "/rpc/nope", { auth: A, body: {} })).json()).toMatchObject({ code: "PGRST202" });
    const r = await callRest(db, "POST", "/rpc/add", { auth: A, body: { a: 1, c: 2 } });
    expect(r.status).toBe(404);
  });
});
