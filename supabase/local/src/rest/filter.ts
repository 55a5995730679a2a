import type { Relation } from "./catalog";
import { parseError } from "./errors";
import { type Field, fieldSql, parseField } from "./field";
import type { SqlParams } from "./sql";
import { parseList, splitTopLevel, unquote } from "./split";

export type Condition =
  | { kind: "op"; field: Field; negate: boolean; op: string; modifier: string | null; value: string }
  | { kind: "logic"; negate: boolean; join: "and" | "or"; children: Condition[] };

const COMPARE: Record<string, string> = {
  eq: "=",
  neq: "<>",
  gt: ">",
  gte: ">=",
  lt: "<",
  lte: "<=",
  like: "like",
  ilike: "ilike",
  match: "~",
  imatch: "~*",
  isdistinct: "is distinct from",
  cs: "@>",
  cd: "<@",
  ov: "&&",
  sl: "<<",
  sr: ">>",
  nxr: "&<",
  nxl: "&>",
  adj: "-|-",
};
const FTS: Record<string, string> = { fts: "to_tsquery", plfts: "plainto_tsquery", phfts: "phraseto_tsquery", wfts: "websearch_to_tsquery" };
const IS_VALUES: Record<string, string> = { null: "null", not_null: "not null", true: "true", false: "false", unknown: "unknown" };

/**
 * Parses "[not.]op[(modifier)].value" from a query parameter value. Inside logic trees a value may be
 * double-quoted to carry commas or parentheses; at the top level values are taken literally.
 */
export function parseOperation(field: Field, raw: string, inLogicTree = false): Condition {
  let rest = raw;
  let negate = false;
  if (rest.startsWith("not.")) {
    negate = true;
    rest = rest.slice(4);
  }
  const m = /^([a-z]+)(?:\(([a-z_]+)\))?\.([\s\S]*)$/.exec(rest);
  if (!m) throw parseError(`"failed to parse filter (${raw})"`, `unexpected filter syntax for ${field.column}`);
  const [, op, modifier = null, value = ""] = m;
  if (!(op! in COMPARE) && !(op! in FTS) && op !== "is" && op !== "in") {
    throw parseError(`"failed to parse filter (${raw})"`, `unknown operator "${op}"`);
  }
  return { kind: "op", field, negate, op: op!, modifier, value: inLogicTree ? unquote(value) : value };
}

/** Parses a logic tree value: "(a.eq.1,or(b.gt.2,c.is.null))" for the key and/or/not.and/not.or. */
export function parseLogic(key: string, raw: string): Condition {
  const negate = key.startsWith("not.");
  const join = (negate ? key.slice(4) : key) as "and" | "or";
  if (!raw.startsWith("(") || !raw.endsWith(")")) throw parseError(`"failed to parse logic tree (${raw})"`);
  const children = splitTopLevel(raw.slice(1, -1)).map((item) => {
    const nested = /^(not\.)?(and|or)(\([\s\S]*\))$/.exec(item);
    if (nested) return parseLogic(`${nested[1] ?? ""}${nested[2]}`, nested[3]!);
    const dot = fieldEnd(item);
    if (dot < 0) throw parseError(`"failed to parse logic tree (${raw})"`, `no operator in "${item}"`);
    return parseOperation(parseField(item.slice(0, dot)), item.slice(dot + 1), true);
  });
  if (children.length === 0) throw parseError(`"failed to parse logic tree (${raw})"`);
  return { kind: "logic", negate, join, children };
}

/** Index of the dot ending the field name in "field.op.value" (a quoted name may contain dots). */
function fieldEnd(item: string): number {
  if (item.startsWith('"')) {
    const close = item.indexOf('"', 1);
    return close < 0 ? -1 : item.indexOf(".", close);
  }
  return item.indexOf(".");
}

export function conditionSql(cond: Condition, relation: Relation, params: SqlParams): string {
  if (cond.kind === "logic") {
    const inner = cond.children.map((c) => conditionSql(c, relation, params)).join(` ${cond.join} `);
    return cond.negate ? `not (${inner})` : `(${inner})`;
  }
  const col = fieldSql(cond.field, relation, params);
  const sql = operationSql(col, cond, params);
  return cond.negate ? `not (${sql})` : sql;
}

function operationSql(col: string, cond: Extract<Condition, { kind: "op" }>, params: SqlParams): string {
  const { op, modifier, value } = cond;
  if (op === "is") {
    const word = IS_VALUES[value.toLowerCase()];
    if (!word) throw parseError(`"failed to parse filter (is.${value})"`, "is accepts null, not_null, true, false or unknown");
    return `${col} is ${word}`;
  }
  if (op === "in") {
    const items = parseList(value, "(");
    return items.length === 0 ? "false" : `${col} in (${items.map((v) => params.add(v)).join(", ")})`;
  }
  if (op in FTS) {
    const config = modifier ? `${params.add(modifier)}::regconfig, ` : "";
    return `${col} @@ ${FTS[op]}(${config}${params.add(value)})`;
  }
  const sqlOp = COMPARE[op]!;
  const isPattern = op === "like" || op === "ilike";
  if (modifier === "any" || modifier === "all") {
    const items = parseList(value, "{").map((v) => params.add(isPattern ? v.replaceAll("*", "%") : v));
    return `${col} ${sqlOp} ${modifier}(array[${items.join(", ")}])`;
  }
  if (modifier) throw parseError(`"failed to parse filter (${op}(${modifier}))"`, "unknown modifier");
  return `${col} ${sqlOp} ${params.add(isPattern ? value.replaceAll("*", "%") : value)}`;
}
