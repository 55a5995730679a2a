import type { Transaction } from "@electric-sql/pglite";
import type { Relation } from "./catalog";
import { parseError } from "./errors";
import { bodySql, type Representation, singularError } from "./negotiate";
import { orderSql, pageSql, whereSql } from "./clauses";
import type { QueryPlan } from "./query";
import { innerEmbedFilters, projectionSql } from "./select";
import { qualified, SqlParams } from "./sql";

export interface ReadResult {
  status: number;
  body: string;
  headers: Record<string, string>;
}

/** GET on a table or view: one query for the rows (JSON built by Postgres), one more for count=exact. */
export async function readRows(
  tx: Transaction,
  relation: Relation,
  plan: QueryPlan,
  rep: Representation,
  range: string | undefined,
  wantCount: boolean,
  maxRows: number | null = null,
): Promise<ReadResult> {
  const { offset, limit: asked } = window(plan, range);
  // Hosted PostgREST never returns more than max_rows, so code that forgets to page fails here too.
  const limit = maxRows === null ? asked : Math.min(asked ?? maxRows, maxRows);
  const params = new SqlParams();
  const from = qualified(relation.schema, relation.name);
  const inner =
    `select ${projectionSql(plan.select, relation, params, "pgrst_0")} from ${from} as pgrst_0` +
    whereSql(plan.filters, relation, params, innerEmbedFilters(plan.select, "pgrst_0", params)) +
    orderSql(plan.order, relation, params) +
    pageSql({ limit, offset });
  const { rows } = await tx.query<{ body: string | null; n: number }>(`select ${bodySql(rep)} from (${inner}) r`, params.values);
  const n = rows[0]?.n ?? 0;
  if (rep.singular && n !== 1) throw singularError(n);

  let total: number | null = null;
  if (wantCount) {
    const countParams = new SqlParams();
    const extra = innerEmbedFilters(plan.select, "pgrst_0", countParams);
    const countSql = `select count(*)::int as total from ${from} as pgrst_0${whereSql(plan.filters, relation, countParams, extra)}`;
    total = (await tx.query<{ total: number }>(countSql, countParams.values)).rows[0]?.total ?? 0;
  }
  const rangeText = n === 0 ? "*" : `${offset}-${offset + n - 1}`;
  const partial = total !== null && n < total;
  return {
    status: partial ? 206 : 200,
    body: rows[0]?.body ?? "null",
    headers: { "Content-Range": `${rangeText}/${total ?? "*"}`, "Content-Type": rep.contentType },
  };
}

/** Combines limit/offset parameters with a "Range: 0-9" header (PostgREST's older paging style). */
function window(plan: QueryPlan, range: string | undefined): { offset: number; limit: number | null } {
  if (!range || plan.limit !== null || plan.offset !== 0) return { offset: plan.offset, limit: plan.limit };
  const m = /^(?:items=)?(\d+)-(\d*)$/.exec(range.trim());
  if (!m) throw parseError(`"failed to parse Range header (${range})"`);
  const from = Number(m[1]);
  const to = m[2] === "" ? null : Number(m[2]);
  if (to !== null && to < from) throw parseError(`"invalid Range header (${range})"`);
  return { offset: from, limit: to === null ? null : to - from + 1 };
}
