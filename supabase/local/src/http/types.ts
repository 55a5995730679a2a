import type { IncomingMessage, ServerResponse } from "node:http";
import type { PGlite } from "@electric-sql/pglite";

/** The Postgres role a request runs as; decided from the apikey / Authorization headers. */
export type DbRole = "anon" | "authenticated" | "service_role";

/** claims = the verified JWT payload; null for the publishable key (anon) and the secret key (service_role). */
export interface RequestAuth {
  role: DbRole;
  claims: Record<string, unknown> | null;
}

export interface ApiContext {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** The path after the /rest/v1 or /storage/v1 prefix, starting with "/". */
  path: string;
  auth: RequestAuth;
  /** The request body, already read with the route's size cap. */
  body: Buffer;
  db: PGlite;
  /** Where the backend persists data (file bytes go under it); null for an in-memory test backend. */
  dataDir: string | null;
  /** The most rows one REST read returns (config.toml [api] max_rows), as hosted PostgREST caps them; null: no cap. */
  maxRows: number | null;
}

export type ApiHandler = (ctx: ApiContext) => Promise<void>;
