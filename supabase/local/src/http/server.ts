import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { PGlite } from "@electric-sql/pglite";
import type { AuthServices } from "../auth/context";
import { AuthError, sendAuthError } from "../auth/errors";
import { handleAuth } from "../auth/router";
import { handleMail } from "../mail/api";
import type { MailStore } from "../mail/store";
import { BodyTooLargeError, readBody } from "./body";
import { applyCors } from "./cors";
import { isRefusal, refusalBody, resolveRequestAuth } from "./gateway";
import { sendJson } from "./respond";
import type { ApiHandler } from "./types";

/** Body caps per API: Auth requests are small JSON, REST rows up to 1 MB, Storage objects up to 50 MB. */
const LIMITS = { auth: 256 * 1024, rest: 1024 * 1024, storage: 50 * 1024 * 1024 };

export interface ServerDeps {
  auth: AuthServices;
  db: PGlite;
  dataDir: string | null;
  mail: MailStore;
  /** [api] max_rows of config.toml; null when unset. */
  maxRows: number | null;
}

type Api = "rest" | "storage";

/** REST and Storage are helper modules loaded on first use, so the Auth side starts without them. */
async function loadHandler(api: Api): Promise<ApiHandler | null> {
  try {
    if (api === "rest") return (await import("../rest/index")).restHandler;
    return (await import("../storage/index")).storageHandler;
  } catch (error) {
    console.error(`[local-supabase] cannot load the ${api} handler`, error);
    return null;
  }
}

function tooLarge(api: Api | "auth", req: IncomingMessage, res: ServerResponse, limit: number): void {
  res.setHeader("Connection", "close");
  if (api === "auth") return sendAuthError(req, res, new AuthError(413, "request_entity_too_large", `Request body too large (max ${limit} bytes)`));
  if (api === "storage")
    return sendJson(res, 413, { statusCode: "413", error: "Payload too large", message: "The object exceeded the maximum allowed size" });
  sendJson(res, 413, { code: "PGRST413", details: null, hint: null, message: `Request body too large (max ${limit} bytes)` });
}

async function handleApi(api: Api, prefix: string, req: IncomingMessage, res: ServerResponse, url: URL, deps: ServerDeps): Promise<void> {
  const auth = await resolveRequestAuth(req, url, deps.auth.keys, deps.auth.signingKey, api === "rest");
  if (isRefusal(auth)) {
    const { status, body } = refusalBody(api, auth);
    return sendJson(res, status, body);
  }
  const body = await readBody(req, LIMITS[api]);
  const handler = await loadHandler(api);
  if (!handler) return sendJson(res, 501, { message: `The local ${api} API is not available` });
  await handler({
    req,
    res,
    url,
    path: url.pathname.slice(prefix.length) || "/",
    auth,
    body,
    db: deps.db,
    dataDir: deps.dataDir,
    maxRows: deps.maxRows,
  });
}

async function route(req: IncomingMessage, res: ServerResponse, deps: ServerDeps): Promise<void> {
  if (applyCors(req, res)) return;
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  const path = url.pathname;
  try {
    if (path.startsWith("/auth/v1/")) {
      const body = await readBody(req, LIMITS.auth);
      return await handleAuth({ req, res, url, path: path.slice("/auth/v1".length), body, services: deps.auth });
    }
    if (path.startsWith("/rest/v1/") || path === "/rest/v1") return await handleApi("rest", "/rest/v1", req, res, url, deps);
    if (path.startsWith("/storage/v1/")) return await handleApi("storage", "/storage/v1", req, res, url, deps);
    if (path === "/__mail" || path.startsWith("/__mail/")) return handleMail(req, res, url, deps.mail);
    if (path === "/" || path === "/health") return sendJson(res, 200, { name: "kolleague-local-supabase", status: "ok" });
    sendJson(res, 404, { message: "no Route matched with those values" });
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      const api = path.startsWith("/auth/") ? "auth" : path.startsWith("/storage/") ? "storage" : "rest";
      return tooLarge(api, req, res, error.limit);
    }
    console.error("[local-supabase] request failed", error);
    if (!res.headersSent) sendJson(res, 500, { message: "Internal error in the local backend" });
    else res.end();
  }
}

export function createBackendServer(deps: ServerDeps): Server {
  return createServer((req, res) => {
    void route(req, res, deps);
  });
}
