import type { IncomingMessage, ServerResponse } from "node:http";
import type { PGlite } from "@electric-sql/pglite";
import type { AuthConfig } from "../config";
import type { ApiKeys } from "../http/gateway";
import type { SigningKey } from "./signing-key";

/** What every Auth handler works with: the database, settings, keys and where the API is reachable. */
export interface AuthServices {
  db: PGlite;
  config: AuthConfig;
  signingKey: SigningKey;
  keys: ApiKeys;
  /** The Auth API's public base, e.g. http://127.0.0.1:54321/auth/v1: the JWT issuer and the mail links' base. */
  externalUrl: string;
  /** Where the backend's own default mails are delivered (its SMTP capture). */
  smtpPort: number;
}

export interface AuthRequest {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** The path after /auth/v1, starting with "/". */
  path: string;
  body: Buffer;
  services: AuthServices;
}

export type AuthHandler = (ctx: AuthRequest) => Promise<void>;
