import type { ApiContext, ApiHandler } from "../http/types";
import { loadRelation } from "./catalog";
import { resolveEmbeds } from "./embed";
import { RestError, toRestError } from "./errors";
import { negotiate } from "./negotiate";
import { parsePrefer } from "./prefer";
import { parseQuery } from "./query";
import { readRows } from "./read";
import { sendJsonText, sendRestError } from "./respond";
import { callRoutine } from "./rpc";
import { schemaCacheOf } from "./schema-cache";
import { withRequestRole } from "./transaction";
import { deleteRows, insertRows, parseJsonBody, updateRows } from "./write";

/** The schemas PostgREST exposes on hosted Supabase by default (graphql_public is not served here). */
const EXPOSED_SCHEMAS = ["public"];

function pickSchema(ctx: ApiContext): string {
  const header = ctx.req.method === "GET" || ctx.req.method === "HEAD" ? "accept-profile" : "content-profile";
  const requested = ctx.req.headers[header];
  const schema = typeof requested === "string" && requested !== "" ? requested : EXPOSED_SCHEMAS[0]!;
  if (!EXPOSED_SCHEMAS.includes(schema)) {
    throw new RestError(406, "PGRST106", `The schema must be one of the following: ${EXPOSED_SCHEMAS.join(", ")}`, null, null);
  }
  return schema;
}

/** /rest/v1/<table> and /rest/v1/rpc/<function>, answered like PostgREST. */
export const restHandler: ApiHandler = async (ctx) => {
  try {
    await route(ctx);
  } catch (e) {
    sendRestError(ctx.res, toRestError(e, ctx.auth.role));
  }
};

async function route(ctx: ApiContext): Promise<void> {
  const method = ctx.req.method ?? "GET";
  const segments = pathSegments(ctx.path);
  const schema = pickSchema(ctx);
  const rep = negotiate(ctx.req.headers.accept);
  const prefs = parsePrefer(ctx.req.headers.prefer);
  const readOnly = method === "GET" || method === "HEAD";
  const txOptions = { readOnly, rollback: prefs.rollback };
  const cache = await schemaCacheOf(ctx.db);

  if (segments[0] === "rpc" && segments.length === 2) {
    if (!["GET", "HEAD", "POST"].includes(method)) throw new RestError(405, "PGRST117", `Unsupported HTTP method: ${method}`);
    const name = segments[1]!;
    const args = readOnly ? Object.fromEntries(ctx.url.searchParams) : parseJsonBody(ctx.body);
    if (typeof args !== "object" || args === null || Array.isArray(args)) throw new RestError(400, "PGRST102", "Empty or invalid json");
    // On GET the arguments are query parameters, so they are not filters.
    const plan = parseQuery(ctx.url, new Set(readOnly ? Object.keys(args) : []));
    const result = await withRequestRole(
      ctx.db,
      ctx.auth,
      (tx) => callRoutine(tx, cache, schema, name, args as Record<string, unknown>, plan, rep, method === "HEAD"),
      txOptions,
    );
    return sendJsonText(ctx.res, result.status, result.body, result.headers);
  }
  if (segments.length !== 1) {
    throw new RestError(404, "PGRST125", `Invalid path specified in request URL: ${ctx.path}`);
  }
  const plan = parseQuery(ctx.url);
  const body = method === "POST" || method === "PATCH" ? parseJsonBody(ctx.body) : null;
  const result = await withRequestRole(
    ctx.db,
    ctx.auth,
    async (tx) => {
      const relation = await loadRelation(tx, cache, schema, segments[0]!);
      await resolveEmbeds(tx, cache, relation, plan.select);
      switch (method) {
        case "GET":
        case "HEAD": {
          const read = await readRows(tx, relation, plan, rep, headerText(ctx, "range"), prefs.count !== null, ctx.maxRows);
          return { ...read, body: method === "HEAD" ? null : read.body };
        }
        case "POST":
          return insertRows({ tx, relation, plan, prefs, rep }, body);
        case "PATCH":
          return updateRows({ tx, relation, plan, prefs, rep }, body);
        case "DELETE":
          return deleteRows({ tx, relation, plan, prefs, rep });
        default:
          throw new RestError(405, "PGRST117", `Unsupported HTTP method: ${method}`);
      }
    },
    txOptions,
  );
  sendJsonText(ctx.res, result.status, result.body, result.headers);
}

function pathSegments(path: string): string[] {
  try {
    return path
      .split("/")
      .filter(Boolean)
      .map((s) => decodeURIComponent(s));
  } catch {
    throw new RestError(400, "PGRST125", `Invalid path specified in request URL: ${path}`);
  }
}

function headerText(ctx: ApiContext, name: string): string | undefined {
  const value = ctx.req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
