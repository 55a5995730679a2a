import type { Relation } from "./catalog";
import { type Field, fieldSql } from "./field";
import { type Condition, conditionSql } from "./filter";
import type { SqlParams } from "./sql";

export interface OrderTerm {
  field: Field;
  desc: boolean;
  nulls: "first" | "last" | null;
}

/** Which rows of one relation a request wants: the top level or one embedded resource. */
export interface Scope {
  filters: Condition[];
  order: OrderTerm[];
  limit: number | null;
  offset: number;
}

export const emptyScope = (): Scope => ({ filters: [], order: [], limit: null, offset: 0 });

export function whereSql(filters: Condition[], relation: Relation, params: SqlParams, extra: string[] = []): string {
  const all = [...extra, ...filters.map((f) => conditionSql(f, relation, params))];
  return all.length === 0 ? "" : ` where ${all.join(" and ")}`;
}

export function orderSql(order: OrderTerm[], relation: Relation, params: SqlParams): string {
  if (order.length === 0) return "";
  const terms = order.map((t) => {
    const nulls = t.nulls ? ` nulls ${t.nulls}` : "";
    return `${fieldSql(t.field, relation, params)} ${t.desc ? "desc" : "asc"}${nulls}`;
  });
  return ` order by ${terms.join(", ")}`;
}

/** limit and offset are validated integers, so they are written into the SQL text. */
export function pageSql(scope: Pick<Scope, "limit" | "offset">): string {
  return (scope.limit !== null ? ` limit ${scope.limit}` : "") + (scope.offset ? ` offset ${scope.offset}` : "");
}
