import { emptyScope, type OrderTerm, type Scope } from "./clauses";
import { parseError, RestError } from "./errors";
import { parseField } from "./field";
import { parseLogic, parseOperation } from "./filter";
import { parseSelect, type SelectItem } from "./select";
import { splitTopLevel, unquote } from "./split";

/** Everything a PostgREST URL says about which rows and columns a request touches. */
export interface QueryPlan extends Scope {
  select: SelectItem[];
  onConflict: string[] | null;
  columns: string[] | null;
}

const TOP_ONLY = new Set(["select", "on_conflict", "columns"]);

/**
 * Parses the query string. Keys with a dotted prefix ("comments.text", "comments.order") address an
 * embedded resource by its name or alias and are attached to that select item.
 */
export function parseQuery(url: URL, ignore: ReadonlySet<string> = new Set()): QueryPlan {
  const scopes = new Map<string, Scope>([["", emptyScope()]]);
  for (const [key, value] of url.searchParams) {
    if (TOP_ONLY.has(key) || ignore.has(key)) continue;
    const parts = key.startsWith('"') ? [key] : key.split(".");
    let last = parts.pop()!;
    if ((last === "or" || last === "and") && parts.at(-1) === "not") last = `${parts.pop()}.${last}`;
    const path = parts.join(".");
    const scope = scopes.get(path) ?? emptyScope();
    scopes.set(path, scope);
    if (last === "order") scope.order = splitTopLevel(value).map(parseOrderTerm);
    else if (last === "limit") scope.limit = intParam(key, value);
    else if (last === "offset") scope.offset = intParam(key, value);
    else if (["and", "or", "not.and", "not.or"].includes(last)) scope.filters.push(parseLogic(last, value));
    else scope.filters.push(parseOperation(parseField(last), value));
  }
  const select = parseSelect(url.searchParams.get("select"));
  attachScopes(select, scopes, "");
  const leftover = [...scopes.keys()].find((k) => k !== "");
  if (leftover !== undefined) {
    throw new RestError(
      400,
      "PGRST108",
      `'${leftover}' is not an embedded resource in this request`,
      null,
      `Add '${leftover}' to the 'select' parameter to filter or order it.`,
    );
  }
  return {
    ...scopes.get("")!,
    select,
    onConflict: listParam(url.searchParams.get("on_conflict")),
    columns: listParam(url.searchParams.get("columns")),
  };
}

function attachScopes(items: SelectItem[], scopes: Map<string, Scope>, prefix: string): void {
  for (const item of items) {
    if (item.kind !== "embed") continue;
    const path = `${prefix}${item.alias ?? item.target}`;
    item.scope = scopes.get(path) ?? emptyScope();
    scopes.delete(path);
    attachScopes(item.select, scopes, `${path}.`);
  }
}

function parseOrderTerm(raw: string): OrderTerm {
  const parts = raw.split(".");
  let nulls: OrderTerm["nulls"] = null;
  let desc = false;
  while (parts.length > 1) {
    const last = parts.at(-1);
    if (last === "nullsfirst" || last === "nullslast") nulls = last === "nullsfirst" ? "first" : "last";
    else if (last === "asc" || last === "desc") desc = last === "desc";
    else break;
    parts.pop();
  }
  return { field: parseField(parts.join(".")), desc, nulls };
}

function listParam(raw: string | null): string[] | null {
  if (raw === null) return null;
  return splitTopLevel(raw).map((c) => unquote(c.trim()));
}

function intParam(name: string, raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw parseError(`"failed to parse ${name} parameter (${raw})"`);
  return Number(raw);
}
