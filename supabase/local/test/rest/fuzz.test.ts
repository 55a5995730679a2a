import type { PGlite } from "@electric-sql/pglite";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asUser, callRest, createTestDb, USER_A } from "./harness";

/**
 * Arbitrary text in each part of a request: the answer is never a server error and the data never
 * changes (every request here is a read or is meant to be refused).
 */
let db: PGlite;
const A = asUser(USER_A);
const SQLISH = ["'", '"', ";", "--", "/*", ")", "(", ",", ".", "::", "->", "*", "%", "\\", " or 1=1", "drop table notes", "$1", "\u0000"];
const hostile = fc.array(fc.oneof(fc.constantFrom(...SQLISH), fc.string({ maxLength: 6 })), { maxLength: 8 }).map((parts) => parts.join(""));

const state = async () =>
  JSON.stringify((await db.query("select * from public.notes order by id")).rows) +
  JSON.stringify((await db.query("select relname from pg_class where relnamespace = 'public'::regnamespace order by 1")).rows);

beforeAll(async () => {
  db = await createTestDb();
  await db.query("insert into public.notes (owner, title) values ($1, 'keep me')", [USER_A]);
});
afterAll(async () => {
  await db.close();
});

describe("fuzzed request parts", () => {
  const parts: [string, (s: string) => Parameters<typeof callRest>][] = [
    ["select", (s) => [db, "GET", `/notes?select=${encodeURIComponent(s)}`, { auth: A }]],
    ["filter column", (s) => [db, "GET", `/notes?${encodeURIComponent(s)}=eq.1`, { auth: A }]],
    ["filter value", (s) => [db, "GET", `/notes?title=${encodeURIComponent(s)}`, { auth: A }]],
    ["logic tree", (s) => [db, "GET", `/notes?or=(${encodeURIComponent(s)})`, { auth: A }]],
    ["order", (s) => [db, "GET", `/notes?order=${encodeURIComponent(s)}`, { auth: A }]],
    [
      "on_conflict",
      (s) => [
        db,
        "POST",
        `/notes?on_conflict=${encodeURIComponent(s)}`,
        { auth: A, headers: { Prefer: "resolution=merge-duplicates" }, body: { id: 1, title: "keep me", owner: "bad" } },
      ],
    ],
    ["rpc name", (s) => [db, "POST", `/rpc/${encodeURIComponent(s)}`, { auth: A, body: {} }]],
    ["rpc argument name", (s) => [db, "POST", "/rpc/add", { auth: A, body: { [s]: 1 } }]],
    ["body key", (s) => [db, "PATCH", "/notes?id=eq.0", { auth: A, body: { [s]: "x" } }]],
  ];

  it.each(parts)("%s: never a 5xx, never a change", async (_name, request) => {
    const before = await state();
    await fc.assert(
      fc.asyncProperty(hostile, async (s) => {
        const res = await callRest(...request(s));
        expect(res.status, `${res.status} ${res.text}`).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
    expect(await state()).toBe(before);
  });
});
