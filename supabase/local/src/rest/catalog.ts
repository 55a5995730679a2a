import type { Transaction } from "@electric-sql/pglite";
import { RestError } from "./errors";
import type { SchemaCache } from "./schema-cache";

/** What the query layer needs to know about a table or view: its columns (the identifier allow-list). */
export interface Relation {
  schema: string;
  name: string;
  columns: Map<string, { type: string }>;
  primaryKey: string[];
}

interface RoutineArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface Routine {
  schema: string;
  name: string;
  args: RoutineArg[];
  returnsSet: boolean;
  /** true when the result has named columns (composite, table or record with OUT args). */
  returnsRows: boolean;
  returnsVoid: boolean;
  volatile: boolean;
  /** Column names of a row-returning function, the allow-list for select/filter/order on its result. */
  resultColumns: string[];
}

type Db = Pick<Transaction, "query">;

/** Looks the relation up by name as a bound value: unknown names never reach SQL text. */
export function loadRelation(db: Db, cache: SchemaCache, schema: string, name: string): Promise<Relation> {
  return cache.remember(JSON.stringify(["relation", schema, name]), () => readRelation(db, schema, name));
}

async function readRelation(db: Db, schema: string, name: string): Promise<Relation> {
  const { rows } = await db.query<{ attname: string; type: string; is_pk: boolean }>(
    `select a.attname, format_type(a.atttypid, a.atttypmod) as type,
            coalesce(a.attnum = any(i.indkey), false) as is_pk
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       left join pg_index i on i.indrelid = c.oid and i.indisprimary
      where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'v', 'm', 'f', 'p')
      order by a.attnum`,
    [schema, name],
  );
  if (rows.length === 0) {
    throw new RestError(404, "PGRST205", `Could not find the table '${schema}.${name}' in the schema cache`);
  }
  return {
    schema,
    name,
    columns: new Map(rows.map((r) => [r.attname, { type: r.type }])),
    primaryKey: rows.filter((r) => r.is_pk).map((r) => r.attname),
  };
}

/** All overloads of a function in the schema, with their argument names and types. */
export function loadRoutines(db: Db, cache: SchemaCache, schema: string, name: string): Promise<Routine[]> {
  // Anyone may ask for any name: only functions that exist are kept, so the cache cannot be grown at will.
  return cache.remember(
    JSON.stringify(["routines", schema, name]),
    () => readRoutines(db, schema, name),
    (found) => found.length > 0,
  );
}

async function readRoutines(db: Db, schema: string, name: string): Promise<Routine[]> {
  const { rows } = await db.query<{
    arg_names: string[] | null;
    arg_types: string[] | null;
    arg_modes: string[] | null;
    n_defaults: number;
    returns_set: boolean;
    returns_rows: boolean;
    returns_void: boolean;
    volatile: boolean;
    composite_columns: string[];
  }>(
    `select p.proargnames as arg_names,
            array(select format_type(t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) t) as arg_types,
            p.proargmodes::text[] as arg_modes,
            p.pronargdefaults as n_defaults,
            p.proretset as returns_set,
            (rt.typtype = 'c' or (rt.oid = 'record'::regtype and p.proallargtypes is not null)) as returns_rows,
            rt.oid = 'void'::regtype as returns_void,
            p.provolatile = 'v' as volatile,
            array(select a.attname from pg_attribute a
                   where a.attrelid = rt.typrelid and a.attnum > 0 and not a.attisdropped order by a.attnum)::text[] as composite_columns
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type rt on rt.oid = p.prorettype
      where n.nspname = $1 and p.proname = $2 and p.prokind = 'f'`,
    [schema, name],
  );
  return rows.map((r) => {
    const types = r.arg_types ?? [];
    const all = types.map((type, i) => ({ type, name: r.arg_names?.[i] ?? "", mode: r.arg_modes?.[i] ?? "i" }));
    const inputs = all.filter((a) => a.mode === "i" || a.mode === "b" || a.mode === "v");
    const outputs = all.filter((a) => a.mode === "o" || a.mode === "b" || a.mode === "t").map((a) => a.name);
    return {
      schema,
      name,
      args: inputs.map((a, i) => ({ name: a.name, type: a.type, hasDefault: i >= inputs.length - r.n_defaults })),
      returnsSet: r.returns_set,
      returnsRows: r.returns_rows,
      returnsVoid: r.returns_void,
      volatile: r.volatile,
      resultColumns: r.composite_columns.length > 0 ? r.composite_columns : outputs,
    };
  });
}
