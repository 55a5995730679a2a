import type { PGlite } from "@electric-sql/pglite";

/**
 * Renders TypeScript types for a schema in the shape `supabase gen types typescript` prints, so the
 * app's `createClient<Database>` works the same against this backend and against hosted Supabase.
 */
interface Column {
  table: string;
  name: string;
  type: string;
  elem: string | null;
  nullable: boolean;
  hasDefault: boolean;
  generated: boolean;
  relkind: string;
}
interface Fk {
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
  oneToOne: boolean;
}
interface Fn {
  name: string;
  args: { name: string; type: string; elem: string | null; hasDefault: boolean }[];
  returns: string;
  returnsElem: string | null;
  returnsSet: boolean;
  /** The columns of a `returns table (…)` function, in order; empty for any other. */
  columns: { name: string; type: string; elem: string | null }[];
}

const SCALARS: Record<string, string> = {
  bool: "boolean",
  int2: "number",
  int4: "number",
  int8: "number",
  float4: "number",
  float8: "number",
  numeric: "number",
  oid: "number",
  json: "Json",
  jsonb: "Json",
  void: "undefined",
  record: "Record<string, unknown>",
};

function tsType(type: string, elem: string | null, enums: Map<string, string[]>, schema: string): string {
  if (elem) return `${tsType(elem, null, enums, schema)}[]`;
  if (enums.has(type)) return `Database["${schema}"]["Enums"]["${type}"]`;
  return SCALARS[type] ?? "string";
}

const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

async function introspect(db: PGlite, schema: string) {
  const columns = (
    await db.query<Column>(
      `select c.relname as table, a.attname as name, t.typname as type, et.typname as elem, not a.attnotnull as nullable,
            (a.atthasdef or a.attidentity <> '') as "hasDefault", a.attgenerated <> '' as generated, c.relkind::text as relkind
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       join pg_type t on t.oid = a.atttypid left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
      where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm') order by c.relname, a.attnum`,
      [schema],
    )
  ).rows;
  const fks = (
    await db.query<Fk>(
      `select con.conname as name, c.relname as table, rc.relname as "refTable",
            array(select attname from unnest(con.conkey) with ordinality k(n, o) join pg_attribute on attrelid = con.conrelid and attnum = k.n order by o)::text[] as columns,
            array(select attname from unnest(con.confkey) with ordinality k(n, o) join pg_attribute on attrelid = con.confrelid and attnum = k.n order by o)::text[] as "refColumns",
            exists (select 1 from pg_index i where i.indrelid = con.conrelid and (i.indisunique or i.indisprimary)
                     and i.indkey::int2[] @> con.conkey and cardinality(i.indkey::int2[]) = cardinality(con.conkey)) as "oneToOne"
       from pg_constraint con join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
       join pg_class rc on rc.oid = con.confrelid join pg_namespace rn on rn.oid = rc.relnamespace
      where con.contype = 'f' and n.nspname = $1 and rn.nspname = $1 order by con.conname`,
      [schema],
    )
  ).rows;
  const enumRows = (
    await db.query<{ name: string; labels: string[] }>(
      `select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder)::text[] as labels
       from pg_type t join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace
      where n.nspname = $1 group by t.typname order by t.typname`,
      [schema],
    )
  ).rows;
  const fns = (
    await db.query<{
      name: string;
      arg_names: string[];
      arg_types: string[];
      arg_elems: (string | null)[];
      n_defaults: number;
      returns: string;
      returns_elem: string | null;
      returns_set: boolean;
      table_names: string[];
      table_types: string[];
      table_elems: (string | null)[];
    }>(
      `select p.proname as name,
            -- proargnames names every argument, OUT ones too, in declaration order; proargtypes has the IN ones only.
            array(select a.name from unnest(p.proargnames, p.proargmodes) with ordinality a(name, mode, o)
                  where a.mode is null or a.mode in ('i', 'b', 'v') order by o)::text[] as arg_names,
            array(select t.typname from unnest(p.proargtypes) with ordinality a(oid, o) join pg_type t on t.oid = a.oid order by o)::text[] as arg_types,
            array(select et.typname from unnest(p.proargtypes) with ordinality a(oid, o) join pg_type t on t.oid = a.oid
                  left join pg_type et on et.oid = t.typelem and t.typcategory = 'A' order by o)::text[] as arg_elems,
            p.pronargdefaults as n_defaults, rt.typname as returns, ret.typname as returns_elem, p.proretset as returns_set,
            array(select a.name from unnest(p.proargnames, p.proargmodes) with ordinality a(name, mode, o) where a.mode = 't' order by o)::text[] as table_names,
            array(select t.typname from unnest(p.proallargtypes, p.proargmodes) with ordinality a(oid, mode, o) join pg_type t on t.oid = a.oid
                  where a.mode = 't' order by o)::text[] as table_types,
            array(select et.typname from unnest(p.proallargtypes, p.proargmodes) with ordinality a(oid, mode, o) join pg_type t on t.oid = a.oid
                  left join pg_type et on et.oid = t.typelem and t.typcategory = 'A' where a.mode = 't' order by o)::text[] as table_elems
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type rt on rt.oid = p.prorettype
       left join pg_type ret on ret.oid = rt.typelem and rt.typcategory = 'A'
      where n.nspname = $1 and p.prokind = 'f' and rt.typname not in ('trigger', 'event_trigger') order by p.proname`,
      [schema],
    )
  ).rows;
  const functions: Fn[] = fns.map((f) => ({
    name: f.name,
    returns: f.returns,
    returnsElem: f.returns_elem,
    returnsSet: f.returns_set,
    columns: f.table_names.map((name, i) => ({ name, type: f.table_types[i]!, elem: f.table_elems[i] ?? null })),
    args: f.arg_types.map((type, i) => ({
      name: f.arg_names[i] ?? "",
      type,
      elem: f.arg_elems[i] ?? null,
      hasDefault: i >= f.arg_types.length - f.n_defaults,
    })),
  }));
  return { columns, fks, enums: new Map(enumRows.map((e) => [e.name, e.labels])), functions };
}

function block(entries: string[], indent: string): string {
  return entries.length === 0 ? "{\n" + `${indent}  [_ in never]: never\n${indent}}` : `{\n${entries.join("\n")}\n${indent}}`;
}

export async function generateTypes(db: PGlite, schema = "public"): Promise<string> {
  const { columns, fks, enums, functions } = await introspect(db, schema);
  const relations = [...new Set(columns.map((c) => c.table))];
  const relationEntry = (table: string, isView: boolean) => {
    const cols = columns.filter((c) => c.table === table);
    const field = (c: Column, mode: "Row" | "Insert" | "Update") => {
      const t = `${tsType(c.type, c.elem, enums, schema)}${c.nullable || isView ? " | null" : ""}`;
      if (mode === "Row") return `          ${key(c.name)}: ${t}`;
      if (c.generated) return `          ${key(c.name)}?: never`;
      const optional = mode === "Update" || c.nullable || c.hasDefault || isView;
      return `          ${key(c.name)}${optional ? "?" : ""}: ${t}`;
    };
    const rels = fks
      .filter((f) => f.table === table)
      .map((f) =>
        [
          "          {",
          `            foreignKeyName: ${JSON.stringify(f.name)}`,
          `            columns: ${JSON.stringify(f.columns)}`,
          `            isOneToOne: ${f.oneToOne}`,
          `            referencedRelation: ${JSON.stringify(f.refTable)}`,
          `            referencedColumns: ${JSON.stringify(f.refColumns)}`,
          "          },",
        ].join("\n"),
      );
    const modes = (isView ? ["Row"] : ["Row", "Insert", "Update"]) as ("Row" | "Insert" | "Update")[];
    return [
      `      ${key(table)}: {`,
      ...modes.map((m) => `        ${m}: {\n${cols.map((c) => field(c, m)).join("\n")}\n        }`),
      `        Relationships: [${rels.length ? `\n${rels.join("\n")}\n        ` : ""}]`,
      "      }",
    ].join("\n");
  };
  const kinds = new Map(columns.map((c) => [c.table, c.relkind]));
  const tables = relations.filter((t) => ["r", "p"].includes(kinds.get(t)!)).map((t) => relationEntry(t, false));
  const views = relations.filter((t) => ["v", "m"].includes(kinds.get(t)!)).map((t) => relationEntry(t, true));
  const fnEntries = functions.map((f) => {
    const named = f.args.filter((a) => a.name !== "");
    const args =
      named.length === 0
        ? "Record<PropertyKey, never>"
        : `{ ${named.map((a) => `${key(a.name)}${a.hasDefault ? "?" : ""}: ${tsType(a.type, a.elem, enums, schema)}`).join("; ")} }`;
    // A table's columns as `supabase gen types` prints them: without "| null", which Postgres cannot promise
    // for a function's result and the CLI does not add either.
    const ret =
      f.columns.length > 0
        ? `{ ${f.columns.map((c) => `${key(c.name)}: ${tsType(c.type, c.elem, enums, schema)}`).join("; ")} }`
        : tsType(f.returns, f.returnsElem, enums, schema);
    return `      ${key(f.name)}: { Args: ${args}; Returns: ${f.returnsSet ? `${ret}[]` : ret} }`;
  });
  const enumEntries = [...enums].map(([name, labels]) => `      ${key(name)}: ${labels.map((l) => JSON.stringify(l)).join(" | ")}`);
  return [
    "// Generated by scripts/gen-types.ts from the local backend's database. Do not edit by hand.",
    "",
    "export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]",
    "",
    "export type Database = {",
    `  ${schema}: {`,
    `    Tables: ${block(tables, "    ")}`,
    `    Views: ${block(views, "    ")}`,
    `    Functions: ${block(fnEntries, "    ")}`,
    `    Enums: ${block(enumEntries, "    ")}`,
    `    CompositeTypes: ${block([], "    ")}`,
    "  }",
    "}",
    "",
    HELPERS.replaceAll("SCHEMA", schema),
    `export const Constants = {\n  ${schema}: {\n    Enums: {${[...enums].map(([n, l]) => `\n      ${key(n)}: ${JSON.stringify(l)},`).join("")}${enums.size ? "\n    " : ""}},\n  },\n} as const`,
    "",
  ].join("\n");
}

// The helper types the Supabase CLI also emits, narrowed to the one schema this project exposes.
const HELPERS = `type PublicSchema = Database["SCHEMA"]

export type Tables<T extends keyof (PublicSchema["Tables"] & PublicSchema["Views"])> =
  (PublicSchema["Tables"] & PublicSchema["Views"])[T] extends { Row: infer R } ? R : never

export type TablesInsert<T extends keyof PublicSchema["Tables"]> =
  PublicSchema["Tables"][T] extends { Insert: infer I } ? I : never

export type TablesUpdate<T extends keyof PublicSchema["Tables"]> =
  PublicSchema["Tables"][T] extends { Update: infer U } ? U : never

export type Enums<T extends keyof PublicSchema["Enums"]> = PublicSchema["Enums"][T]

export type CompositeTypes<T extends keyof PublicSchema["CompositeTypes"]> = PublicSchema["CompositeTypes"][T]
`;
