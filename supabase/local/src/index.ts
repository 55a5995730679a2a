import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { PGlite } from "@electric-sql/pglite";
import { LOCAL_BACKEND_PORT, LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY, LOCAL_SMTP_PORT } from "@kolleague/local-stand-ins";
import type { AuthServices } from "./auth/context";
import { loadSigningKey, type SigningKey } from "./auth/signing-key";
import { readAuthConfig, readMaxRows } from "./config";
import { openDatabase, type OpenedDatabase } from "./db/database";
import { createBackendServer } from "./http/server";
import { MailStore } from "./mail/store";
import { startSmtpCapture } from "./mail/smtp";
import { defaultConfigPath } from "./paths";

export interface LocalBackendOptions {
  /** HTTP port; 0 picks a free one (tests). Default 54321, the Supabase CLI's. */
  port?: number;
  /** SMTP capture port; 0 picks a free one. Default 54325. */
  smtpPort?: number;
  /** Where data persists; null (the default) is a fresh in-memory database from the template. */
  dataDir?: string | null;
  quiet?: boolean;
  configPath?: string;
  /** Overrides for config.toml's auth settings, read like the process environment (see README). */
  env?: NodeJS.ProcessEnv;
}

export interface LocalBackend {
  url: string;
  smtpPort: number;
  publishableKey: string;
  secretKey: string;
  db: PGlite;
  /** The captured mail, for tests that wait for a message and follow its link. */
  mail: MailStore;
  /** The project's signing key; tests mint their own tokens with it (expired ones, for instance). */
  signingKey: SigningKey;
  /** How long start-up took and whether the database came from the cached template. */
  startup: { ms: number; database: OpenedDatabase["origin"]; appliedMigrations: string[] };
  stop(): Promise<void>;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve((server.address() as AddressInfo).port));
  });
}

export async function startLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const started = performance.now();
  const dataDir = options.dataDir ?? null;
  const configPath = options.configPath ?? defaultConfigPath;
  const config = readAuthConfig(configPath, options.env ?? process.env);
  const [opened, signingKey] = await Promise.all([openDatabase(dataDir), loadSigningKey(dataDir)]);
  const mail = new MailStore();
  const smtp = await startSmtpCapture(mail, options.smtpPort ?? LOCAL_SMTP_PORT);
  const services: AuthServices = {
    db: opened.db,
    config,
    signingKey,
    keys: { publishable: LOCAL_PUBLISHABLE_KEY, secret: LOCAL_SECRET_KEY },
    externalUrl: "",
    smtpPort: smtp.port,
  };
  const server = createBackendServer({ auth: services, db: opened.db, dataDir, mail, maxRows: readMaxRows(configPath) });
  let port: number;
  try {
    port = await listen(server, options.port ?? LOCAL_BACKEND_PORT);
  } catch (error) {
    await smtp.stop();
    await opened.db.close();
    throw error;
  }
  const url = `http://127.0.0.1:${port}`;
  services.externalUrl = `${url}/auth/v1`;
  const ms = Math.round(performance.now() - started);
  if (!options.quiet) {
    console.log(
      `[local-supabase] ready on ${url} in ${ms} ms (database: ${opened.origin}${opened.applied.length ? `, applied ${opened.applied.join(", ")}` : ""})`,
    );
  }
  return {
    url,
    smtpPort: smtp.port,
    publishableKey: LOCAL_PUBLISHABLE_KEY,
    secretKey: LOCAL_SECRET_KEY,
    db: opened.db,
    mail,
    signingKey,
    startup: { ms, database: opened.origin, appliedMigrations: opened.applied },
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await smtp.stop();
      await opened.db.close();
    },
  };
}
