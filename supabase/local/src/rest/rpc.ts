import type { Transaction } from "@electric-sql/pglite";
import { loadRoutines, type Relation, type Routine } from "./catalog";
import { RestError } from "./errors";
import { bodySql, type Representation, singularError } from "./negotiate";
import { orderSql, pageSql, whereSql } from "./clauses";
import type { QueryPlan } from "./query";
import type { SchemaCache } from "./schema-cache";
import { projectionSql } from "./select";
import { qualified, quoteIdent, SqlParams } from "./sql";

export interface RpcResult {
  status: number;
  body: string | null;
  headers: Record<string, string>;
}

/** Picks the overload whose named arguments match the given keys (PostgREST's rule for named calls). */
function pickRoutine(routines: Routine[], schema: string, name: string, keys: string[]): Routine {
  const match = routines.find((r) => {
    const names = r.args.map((a) => a.name);
    return keys.every((k) => k !== "" && names.includes(k)) && r.args.every((a) => a.hasDefault || keys.includes(a.name));
  });
  if (!match) {
    throw new RestError(
      404,
      "PGRST202",
      `Could not find the function ${schema}.${name}(${keys.join(", ")}) in the schema cache`,
      null,
      "Check the function name and its named arguments.",
    );
  }
  return match;
}

/** Binds one argument; the cast names a type read from the catalogue, never from the request. */
function argSql(type: string, value: unknown, params: SqlParams): string {
  if (value === null || value === undefined) return `null::${type}`;
  if (typeof value === "object") {
    const json = params.add(JSON.stringify(value));
    if (Array.isArray(value) && type.endsWith("[]")) return `array(select json_array_elements_text(${json}::json))::${type}`;
    return `${json}::${type}`;
  }
  return `${params.add(String(value))}::${type}`;
}

export async function callRoutine(
  tx: Transaction,
  cache: SchemaCache,
  schema: string,
  name: string,
  args: Record<string, unknown>,
  plan: QueryPlan,
  rep: Representation,
  head: boolean,
): Promise<RpcResult> {
  const routine = pickRoutine(await loadRoutines(tx, cache, schema, name), schema, name, Object.keys(args));
  const params = new SqlParams();
  const call = `${qualified(schema, name)}(${Object.entries(args)
    .map(([k, v]) => `${quoteIdent(k)} := ${argSql(routine.args.find((a) => a.name === k)!.type, v, params)}`)
    .join(", ")})`;

  if (routine.returnsVoid) {
    await tx.query(`select ${call}`, params.values);
    return { status: 204, body: null, headers: {} };
  }
  let sql: string;
  if (routine.returnsRows) {
    const relation: Relation = { schema, name, columns: new Map(routine.resultColumns.map((c) => [c, { type: "" }])), primaryKey: [] };
    if (plan.select.some((i) => i.kind === "embed")) {
      throw new RestError(400, "PGRST200", "Embedding on function results is not supported by the local backend");
    }
    const inner =
      `select ${projectionSql(plan.select, relation, params, "pgrst_call")} from ${call} as pgrst_call` +
      whereSql(plan.filters, relation, params) +
      orderSql(plan.order, relation, params) +
      pageSql(plan);
    const asObject = rep.singular || !routine.returnsSet;
    sql = `select ${bodySql({ ...rep, singular: asObject })} from (${inner}) r`;
  } else if (routine.returnsSet) {
    sql = `select coalesce(json_agg(v), '[]')::text as body, count(*)::int as n from ${call} as v`;
  } else {
    sql = `select to_json(${call})::text as body, 1 as n`;
  }
  const { rows } = await tx.query<{ body: string | null; n: number }>(sql, params.values);
  const n = rows[0]?.n ?? 0;
  if (rep.singular && routine.returnsSet && n !== 1) throw singularError(n);
  return {
    status: 200,
    body: head ? null : (rows[0]?.body ?? "null"),
    headers: { "Content-Type": rep.contentType, "Content-Range": n === 0 ? "*/*" : `0-${n - 1}/*` },
  };
}
