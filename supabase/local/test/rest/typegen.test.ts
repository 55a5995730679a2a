import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateTypes } from "../../src/rest/typegen";
import { startTestBackend, type TestBackend } from "./backend";

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend.stop();
});

describe("generated database types", () => {
  it("match the committed app/types/database.types.ts (run scripts/gen-types.ts after a migration)", async () => {
    const committed = readFileSync(join(import.meta.dirname, "../../../../app/types/database.types.ts"), "utf8");
    expect(await generateTypes(backend.db)).toBe(committed);
  });

  it("render views, functions, enums, arrays and relationships like the Supabase CLI", async () => {
    await backend.db.exec(`
      create schema typegen_probe;
      create type typegen_probe.mood as enum ('happy', 'sad');
      create table typegen_probe.parent (id bigint generated always as identity primary key, tags text[] not null default '{}', info jsonb);
      create table typegen_probe.child (id int primary key references typegen_probe.parent (id), feeling typegen_probe.mood,
        total int generated always as (id * 2) stored);
      create view typegen_probe.happy_children as select id from typegen_probe.child where feeling = 'happy';
      create function typegen_probe.double_it(n int, times int default 2) returns int language sql as $$ select n * times $$;
      create function typegen_probe.labels(max_rows int) returns table (label text, n int, tags text[], info jsonb)
        language sql as $$ select 'a', 1, '{}'::text[], null::jsonb limit max_rows $$;
      create function typegen_probe.split_it(out half int, n int, out rest int) language sql as $$ select n / 2, n % 2 $$;
    `);
    const out = await generateTypes(backend.db, "typegen_probe");
    expect(out).toContain(`mood: "happy" | "sad"`);
    expect(out).toContain("tags: string[]");
    expect(out).toContain("info?: Json | null");
    expect(out).toContain(`feeling: Database["typegen_probe"]["Enums"]["mood"] | null`);
    expect(out).toContain("total?: never");
    expect(out).toMatch(/happy_children: \{\n\s+Row: \{\n\s+id: number \| null/);
    expect(out).toContain("double_it: { Args: { n: number; times?: number }; Returns: number }");
    // A table function's rows name their columns (the CLI's shape, without "| null").
    expect(out).toContain("labels: { Args: { max_rows: number }; Returns: { label: string; n: number; tags: string[]; info: Json }[] }");
    // An OUT argument before the IN one does not take its name.
    expect(out).toMatch(/split_it: \{ Args: \{ n: number \}/);
    expect(out).toContain(`referencedRelation: "parent"`);
    expect(out).toContain("isOneToOne: true");
  });
});
