import type { Relation } from "./catalog";
import { orderSql, pageSql, type Scope, whereSql } from "./clauses";
import type { Join } from "./embed";
import { parseError } from "./errors";
import { type Field, fieldLabel, fieldSql, parseField } from "./field";
import { quoteIdent, type SqlParams } from "./sql";
import { splitTopLevel, unquote } from "./split";

export type SelectItem =
  | { kind: "star" }
  | { kind: "field"; field: Field; alias: string | null; cast: string | null }
  | {
      kind: "embed";
      target: string;
      alias: string | null;
      hint: string | null;
      inner: boolean;
      select: SelectItem[];
      /** Set by parseQuery (filters, order and paging for this resource) and embed.ts (how it joins). */
      scope?: Scope;
      join?: Join;
    };

// Casts are written into SQL text, so only plain type names pass (a wrong name is Postgres's 42704).
const CAST = /^[a-z_][a-z0-9_ ]*(\[\])?$/;
const EMBED = /^(?:([^:()"]+):)?([^:!()"]+)((?:![^!()]+)*)\(([\s\S]*)\)$/;

/** Parses PostgREST's select parameter ("id,name:full_name,data->>k,age::text,owner:users!fk(*)"). */
export function parseSelect(raw: string | null): SelectItem[] {
  if (raw === null || raw.trim() === "") return [{ kind: "star" }];
  return splitTopLevel(raw).map((item): SelectItem => {
    if (item === "*") return { kind: "star" };
    const embed = EMBED.exec(item);
    if (embed) {
      const marks = (embed[3] ?? "").split("!").filter(Boolean);
      const inner = marks.includes("inner");
      const hints = marks.filter((m) => m !== "inner" && m !== "left");
      if (hints.length > 1) throw parseError(`Too many hints in "${item}"`);
      return { kind: "embed", alias: embed[1] ?? null, target: embed[2]!, hint: hints[0] ?? null, inner, select: parseSelect(embed[4]!) };
    }
    let rest = item;
    let alias: string | null = null;
    const aliasMatch = /^("(?:[^"\\]|\\.)*"|[^:"]+):(?!:)/.exec(rest);
    if (aliasMatch) {
      alias = unquote(aliasMatch[1]!);
      rest = rest.slice(aliasMatch[0].length);
    }
    let cast: string | null = null;
    const castAt = rest.lastIndexOf("::");
    if (castAt > 0 && !rest.slice(castAt).includes('"')) {
      cast = rest.slice(castAt + 2);
      rest = rest.slice(0, castAt);
      if (!CAST.test(cast)) throw parseError(`Invalid cast "${cast}"`);
    }
    if (rest === "" || rest.includes("(")) throw parseError(`"failed to parse select parameter (${item})"`);
    return { kind: "field", field: parseField(rest), alias, cast };
  });
}

/**
 * Renders the projection of rows of `relation` seen under the SQL alias `source`. Every column is
 * checked against the catalogue; embedded resources must have been resolved (see embed.ts) first.
 */
export function projectionSql(items: SelectItem[], relation: Relation, params: SqlParams, source: string): string {
  return items
    .map((item) => {
      if (item.kind === "star") return `${source}.*`;
      if (item.kind === "embed") return embedSql(item, source, params);
      let sql = `${source}.${fieldSql(item.field, relation, params)}`;
      if (item.cast) sql = `(${sql})::${item.cast}`;
      return `${sql} as ${quoteIdent(item.alias ?? fieldLabel(item.field))}`;
    })
    .join(", ");
}

function joinCondition(join: Join, parent: string, child: string): string {
  return join.pairs.map(([p, c]) => `${child}.${quoteIdent(c)} = ${parent}.${quoteIdent(p)}`).join(" and ");
}

type Embed = Extract<SelectItem, { kind: "embed" }>;

/** FROM and WHERE of the related rows: the join to the parent row plus the resource's own filters. */
function relatedRowsSql(item: Embed, parent: string, child: string, params: SqlParams): string {
  const join = item.join!;
  const target = `${quoteIdent(join.relation.schema)}.${quoteIdent(join.relation.name)}`;
  return ` from ${target} as ${child}${whereSql(item.scope?.filters ?? [], join.relation, params, [joinCondition(join, parent, child)])}`;
}

function embedSql(item: Embed, parent: string, params: SqlParams): string {
  const join = item.join!;
  const child = params.alias();
  const scope = item.scope;
  const inner =
    `select ${projectionSql(item.select, join.relation, params, child)}${relatedRowsSql(item, parent, child, params)}` +
    (scope ? orderSql(scope.order, join.relation, params) + pageSql(scope) : "");
  const json = join.many ? `coalesce(json_agg(pgrst_e), '[]'::json)` : "row_to_json(pgrst_e)";
  return `(select ${json} from (${inner}) pgrst_e) as ${quoteIdent(item.alias ?? item.target)}`;
}

/** For name!inner(...) embeds: parent rows without a related row are left out, as in PostgREST. */
export function innerEmbedFilters(items: SelectItem[], parent: string, params: SqlParams): string[] {
  return items.flatMap((item) => {
    if (item.kind !== "embed" || !item.inner) return [];
    return [`exists (select 1${relatedRowsSql(item, parent, params.alias(), params)})`];
  });
}
