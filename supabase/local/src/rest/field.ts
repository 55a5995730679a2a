import { parseError, RestError } from "./errors";
import type { Relation } from "./catalog";
import type { SqlParams } from "./sql";
import { quoteIdent } from "./sql";
import { unquote } from "./split";

/** A column reference with an optional JSON path: data->a->>b. Path keys are bound as parameters. */
export interface Field {
  column: string;
  path: { arrow: "->" | "->>"; key: string }[];
}

export function parseField(raw: string): Field {
  const parts = raw.split(/(->>|->)/);
  const column = unquote(parts[0] ?? "");
  if (column === "") throw parseError(`Empty column name in "${raw}"`);
  const path: Field["path"] = [];
  for (let i = 1; i < parts.length; i += 2) {
    const key = unquote(parts[i + 1] ?? "");
    if (key === "") throw parseError(`Empty JSON key in "${raw}"`);
    path.push({ arrow: parts[i] as "->" | "->>", key });
  }
  return { column, path };
}

/** The name PostgREST gives a selected field: the last JSON key, else the column. */
export function fieldLabel(field: Field): string {
  return field.path.at(-1)?.key ?? field.column;
}

/** Checks the column against the catalogue and renders it; only catalogue names reach SQL text. */
export function fieldSql(field: Field, relation: Relation, params: SqlParams): string {
  if (!relation.columns.has(field.column)) throw unknownColumn(relation, field.column);
  let sql = quoteIdent(field.column);
  for (const { arrow, key } of field.path) {
    sql += /^-?\d+$/.test(key) ? `${arrow}${params.add(key)}::int` : `${arrow}${params.add(key)}::text`;
  }
  return sql;
}

function unknownColumn(relation: Relation, column: string): RestError {
  return new RestError(400, "42703", `column ${relation.name}.${column} does not exist`);
}
