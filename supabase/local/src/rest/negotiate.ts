import { RestError } from "./errors";

export interface Representation {
  /** Accept: application/vnd.pgrst.object+json – exactly one row, sent as an object. */
  singular: boolean;
  stripNulls: boolean;
  contentType: string;
}

/** Reads the Accept header; media types PostgREST offers but this backend does not (csv, geojson, plans) get 406. */
export function negotiate(accept: string | undefined): Representation {
  const wanted = (accept ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (wanted.length === 0) wanted.push("application/json");
  for (const entry of wanted) {
    const [type = "", ...params] = entry.split(";").map((s) => s.trim().toLowerCase());
    const stripNulls = params.includes("nulls=stripped");
    if (type === "application/vnd.pgrst.object+json" || type === "application/vnd.pgrst.object") {
      return { singular: true, stripNulls, contentType: "application/vnd.pgrst.object+json; charset=utf-8" };
    }
    if (["application/json", "application/vnd.pgrst.array+json", "*/*", "application/*"].includes(type)) {
      return { singular: false, stripNulls, contentType: "application/json; charset=utf-8" };
    }
  }
  throw new RestError(406, "PGRST107", `None of these media types are available: ${wanted.join(", ")}`);
}

export function singularError(rows: number): RestError {
  return new RestError(406, "PGRST116", "Cannot coerce the result to a single JSON object", `The result contains ${rows} rows`);
}

/** SQL that renders the rows of subquery alias r as the response body (PostgREST builds JSON in Postgres too). */
export function bodySql(rep: Representation): string {
  const agg = rep.stripNulls ? "json_agg(json_strip_nulls(row_to_json(r)))" : "json_agg(r)";
  return rep.singular ? `(${agg} -> 0)::text as body, count(*)::int as n` : `coalesce(${agg}, '[]')::text as body, count(*)::int as n`;
}
