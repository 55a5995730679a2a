import type { ApiContext, ApiHandler } from "../http/types";
import { handleBuckets } from "./buckets";
import { storageRoot } from "./blobs";
import { findObject, sendInfo, sendObject, sendPublicObject } from "./download";
import { StorageError, toStorageError } from "./errors";
import { splitPath } from "./keys";
import { listObjects, moveObject, removeObjects, signMany, signOne } from "./manage";
import { verifyObjectToken } from "./signing";
import { uploadObject } from "./upload";

/** /storage/v1: the object and bucket routes supabase-js's storage client calls. */
export const storageHandler: ApiHandler = async (ctx) => {
  try {
    await route(ctx);
  } catch (e) {
    const error = toStorageError(e);
    if (!ctx.res.headersSent) ctx.res.writeHead(error.status, { "Content-Type": "application/json" });
    ctx.res.end(JSON.stringify(error));
  }
};

async function route(ctx: ApiContext): Promise<void> {
  const method = ctx.req.method ?? "GET";
  const segments = splitPath(ctx.path);
  if (segments[0] === "bucket") return handleBuckets(ctx, segments);
  if (segments[0] !== "object") throw new StorageError(404, "not_found", "Route not found");

  const [, first = "", second = "", ...rest] = segments;
  const afterFirst = [second, ...rest].join("/");
  const afterSecond = rest.join("/");

  // Signed downloads carry their authority in the token: no key, no policy.
  if (first === "sign" && (method === "GET" || method === "HEAD")) {
    await verifyObjectToken(storageRoot(ctx.dataDir), ctx.url.searchParams.get("token"), second, afterSecond);
    return sendObject(ctx, await findObject(ctx, second, afterSecond, false));
  }
  if (first === "public" && (method === "GET" || method === "HEAD")) return sendPublicObject(ctx, second, afterSecond);
  if (ctx.auth.role === "anon" && ctx.auth.claims === null && !hasApiKey(ctx)) {
    throw new StorageError(400, "Error", "headers must have required property 'authorization'");
  }

  if (first === "list" && method === "POST") return listObjects(ctx, second);
  if (first === "move" && method === "POST") return moveObject(ctx);
  if (first === "sign" && method === "POST") return afterSecond ? signOne(ctx, second, afterSecond) : signMany(ctx, second);
  if (first === "info") {
    return second === "authenticated" || second === "public"
      ? sendInfo(ctx, rest[0] ?? "", rest.slice(1).join("/"))
      : sendInfo(ctx, second, afterSecond);
  }
  if (first === "authenticated" && (method === "GET" || method === "HEAD")) {
    return sendObject(ctx, await findObject(ctx, second, afterSecond, true));
  }
  if (method === "DELETE" && first && !second) return removeObjects(ctx, first);
  if (method === "GET" || method === "HEAD") return sendObject(ctx, await findObject(ctx, first, afterFirst, true));
  if (method === "POST") return uploadObject(ctx, first, afterFirst, "create");
  if (method === "PUT") return uploadObject(ctx, first, afterFirst, "update");
  throw new StorageError(405, "InvalidRequest", `${method} is not supported on this route`);
}

function hasApiKey(ctx: ApiContext): boolean {
  return typeof ctx.req.headers.apikey === "string" || typeof ctx.req.headers.authorization === "string";
}
