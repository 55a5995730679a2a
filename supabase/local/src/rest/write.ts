import type { Transaction } from "@electric-sql/pglite";
import type { Relation } from "./catalog";
import { RestError } from "./errors";
import { bodySql, type Representation, singularError } from "./negotiate";
import type { Preferences } from "./prefer";
import { whereSql } from "./clauses";
import type { QueryPlan } from "./query";
import { projectionSql } from "./select";
import { qualified, quoteIdent, SqlParams } from "./sql";

export interface WriteResult {
  status: number;
  body: string | null;
  headers: Record<string, string>;
}

type Row = Record<string, unknown>;

export function parseJsonBody(body: Buffer): unknown {
  const text = body.toString("utf8").trim();
  try {
    return text === "" ? {} : JSON.parse(text);
  } catch {
    throw new RestError(400, "PGRST102", "Empty or invalid json");
  }
}

function checkColumns(relation: Relation, columns: string[]): void {
  for (const c of columns) {
    if (!relation.columns.has(c)) {
      throw new RestError(400, "PGRST204", `Could not find the '${c}' column of '${relation.name}' in the schema cache`);
    }
  }
}

/** The column set of an insert: ?columns=, else the keys of the (first) object, which all objects must share. */
function insertColumns(rows: Row[], plan: QueryPlan): string[] {
  if (plan.columns) return plan.columns;
  const first = Object.keys(rows[0] ?? {});
  for (const row of rows) {
    const keys = Object.keys(row);
    if (keys.length !== first.length || keys.some((k) => !first.includes(k))) {
      throw new RestError(400, "PGRST102", "All object keys must match");
    }
  }
  return first;
}

function toRows(body: unknown): Row[] {
  const rows = Array.isArray(body) ? body : [body];
  if (rows.some((r) => typeof r !== "object" || r === null || Array.isArray(r))) {
    throw new RestError(400, "PGRST102", "Empty or invalid json");
  }
  return rows as Row[];
}

/** One INSERT statement (values come in as a single bound JSON document, typed by Postgres). */
function insertStatement(relation: Relation, columns: string[], rows: Row[], plan: QueryPlan, prefs: Preferences, params: SqlParams): string {
  const target = qualified(relation.schema, relation.name);
  if (columns.length === 0) return `insert into ${target} default values`;
  const cols = columns.map(quoteIdent).join(", ");
  let sql = `insert into ${target} (${cols}) select ${cols} from json_populate_recordset(null::${target}, ${params.add(JSON.stringify(rows))}::json)`;
  if (prefs.resolution) {
    const conflict = plan.onConflict ?? relation.primaryKey;
    checkColumns(relation, conflict);
    if (conflict.length === 0) throw new RestError(400, "PGRST100", "Upsert needs on_conflict or a primary key");
    const updates = columns.filter((c) => !conflict.includes(c)).map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`);
    const action = prefs.resolution === "merge-duplicates" && updates.length > 0 ? `do update set ${updates.join(", ")}` : "do nothing";
    sql += ` on conflict (${conflict.map(quoteIdent).join(", ")}) ${action}`;
  }
  return sql;
}

/** Runs the statements, then renders RETURNING rows through the select list when representation is wanted. */
async function run(
  tx: Transaction,
  relation: Relation,
  statements: { sql: string; params: SqlParams }[],
  plan: QueryPlan,
  prefs: Preferences,
  rep: Representation,
): Promise<{ n: number; body: string | null }> {
  let n = 0;
  const bodies: string[] = [];
  for (const { sql, params } of statements) {
    if (prefs.returnRepresentation || rep.singular) {
      const projection = projectionSql(plan.select, relation, params, "pgrst_m");
      const wrapped = `with pgrst_m as (${sql} returning ${qualified(relation.schema, relation.name)}.*) select ${bodySql({ ...rep, singular: false })} from (select ${projection} from pgrst_m) r`;
      const { rows } = await tx.query<{ body: string; n: number }>(wrapped, params.values);
      n += rows[0]?.n ?? 0;
      bodies.push(rows[0]?.body ?? "[]");
    } else {
      n += (await tx.query(sql, params.values)).affectedRows ?? 0;
    }
  }
  if (rep.singular && n !== 1) throw singularError(n);
  if (!prefs.returnRepresentation) return { n, body: null };
  const merged =
    bodies.length === 1
      ? bodies[0]!
      : `[${bodies
          .map((b) => b.slice(1, -1))
          .filter((b) => b !== "")
          .join(",")}]`;
  return { n, body: rep.singular ? JSON.stringify(JSON.parse(merged)[0]) : merged };
}

/** What every write of one request shares: its transaction, table, query, preferences and output. */
export interface WriteRequest {
  tx: Transaction;
  relation: Relation;
  plan: QueryPlan;
  prefs: Preferences;
  rep: Representation;
}

export async function insertRows(write: WriteRequest, body: unknown): Promise<WriteResult> {
  const { tx, relation, plan, prefs, rep } = write;
  const rows = toRows(body);
  const columns = insertColumns(rows, plan);
  checkColumns(relation, columns);
  const statements: { sql: string; params: SqlParams }[] = [];
  if (rows.length > 0 && prefs.missingDefault) {
    // Missing keys take the column default, so each row gets the column list of its own keys.
    for (const row of rows) {
      const params = new SqlParams();
      statements.push({
        sql: insertStatement(
          relation,
          columns.filter((c) => c in row),
          [row],
          plan,
          prefs,
          params,
        ),
        params,
      });
    }
  } else if (rows.length > 0) {
    const params = new SqlParams();
    statements.push({ sql: insertStatement(relation, columns, rows, plan, prefs, params), params });
  }
  const { n, body: out } = await run(tx, relation, statements, plan, prefs, rep);
  return result(201, n, out, prefs, rep);
}

export async function updateRows(write: WriteRequest, body: unknown): Promise<WriteResult> {
  const { tx, relation, plan, prefs, rep } = write;
  const [row] = toRows(body);
  const columns = Object.keys(row ?? {});
  checkColumns(relation, columns);
  if (Array.isArray(body) || columns.length === 0) {
    if (Array.isArray(body)) throw new RestError(400, "PGRST102", "A PATCH body must be a single JSON object");
    return result(prefs.returnRepresentation ? 200 : 204, 0, prefs.returnRepresentation ? "[]" : null, prefs, rep);
  }
  const params = new SqlParams();
  const target = qualified(relation.schema, relation.name);
  const doc = params.add(JSON.stringify(row));
  const sets = columns.map((c) => `${quoteIdent(c)} = (select ${quoteIdent(c)} from json_populate_record(null::${target}, ${doc}::json))`);
  const sql = `update ${target} set ${sets.join(", ")}${whereSql(plan.filters, relation, params)}`;
  const { n, body: out } = await run(tx, relation, [{ sql, params }], plan, prefs, rep);
  return result(prefs.returnRepresentation ? 200 : 204, n, out, prefs, rep);
}

export async function deleteRows(write: WriteRequest): Promise<WriteResult> {
  const { tx, relation, plan, prefs, rep } = write;
  const params = new SqlParams();
  const sql = `delete from ${qualified(relation.schema, relation.name)}${whereSql(plan.filters, relation, params)}`;
  const { n, body: out } = await run(tx, relation, [{ sql, params }], plan, prefs, rep);
  return result(prefs.returnRepresentation ? 200 : 204, n, out, prefs, rep);
}

function result(status: number, n: number, body: string | null, prefs: Preferences, rep: Representation): WriteResult {
  const headers: Record<string, string> = {
    "Content-Range": `*/${prefs.count ? n : "*"}`,
  };
  if (body !== null) headers["Content-Type"] = rep.contentType;
  const applied = [
    prefs.returnRepresentation ? "return=representation" : "return=minimal",
    prefs.resolution && `resolution=${prefs.resolution}`,
    prefs.count && `count=${prefs.count}`,
  ];
  headers["Preference-Applied"] = applied.filter(Boolean).join(", ");
  return { status, body, headers };
}
