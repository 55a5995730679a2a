import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, expect, it } from "vitest";
import { readMaxRows } from "../../src/config";
import { defaultConfigPath } from "../../src/paths";
import { asUser, callRest, createTestDb, USER_A } from "./harness";

/** Hosted PostgREST caps every read at max_rows; the local backend does too, so unpaged reads fail locally first. */
let db: PGlite;
const A = asUser(USER_A);

beforeAll(async () => {
  db = await createTestDb();
  await db.query(`insert into public.notes (owner, title) select $1, 'note ' || n from generate_series(1, 5) as n`, [USER_A]);
});
afterAll(async () => {
  await db.close();
});

const titles = (r: { json(): unknown }) => (r.json() as { title: string }[]).map((row) => row.title);

it("returns at most max_rows rows, whatever limit or Range asks for", async () => {
  const unpaged = await callRest(db, "GET", "/notes?select=title&order=id", { auth: A, maxRows: 3 });
  expect(titles(unpaged)).toEqual(["note 1", "note 2", "note 3"]);
  expect(unpaged.headers["content-range"]).toBe("0-2/*");
  expect(titles(await callRest(db, "GET", "/notes?select=title&order=id&limit=10", { auth: A, maxRows: 3 }))).toHaveLength(3);
  expect(titles(await callRest(db, "GET", "/notes?select=title&order=id&limit=2", { auth: A, maxRows: 3 }))).toEqual(["note 1", "note 2"]);
  const ranged = await callRest(db, "GET", "/notes?select=title&order=id", { auth: A, maxRows: 3, headers: { Range: "3-9", Prefer: "count=exact" } });
  expect(titles(ranged)).toEqual(["note 4", "note 5"]);
  expect(ranged.headers["content-range"]).toBe("3-4/5");
});

it("reads no cap when max_rows is unset, and the project's config.toml sets hosted Supabase's 1000", async () => {
  expect(titles(await callRest(db, "GET", "/notes?select=title", { auth: A }))).toHaveLength(5);
  expect(readMaxRows(defaultConfigPath)).toBe(1000);
});
