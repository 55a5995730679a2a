import { rmSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { addMissingEnv } from "./env-file";
import { startLocalBackend } from "./index";
import { defaultDataDir, repoRoot } from "./paths";

const USAGE = `Usage: tsx supabase/local/src/cli.ts <start|reset> [--port N] [--smtp-port N] [--in-memory]
  start        start the backend with data persisted in .data/
  reset        delete .data/ and start over from migrations and seed
  --in-memory  a fresh database that is discarded on exit, .env untouched (e2e runs)`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { port: { type: "string" }, "smtp-port": { type: "string" }, "in-memory": { type: "boolean" }, help: { type: "boolean" } },
});
const command = positionals[0] ?? "start";
if (values.help || !["start", "reset"].includes(command)) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 1);
}
if (command === "reset") {
  rmSync(defaultDataDir, { recursive: true, force: true });
  console.log(`[local-supabase] removed ${defaultDataDir}`);
}

const backend = await startLocalBackend({
  port: values.port ? Number(values.port) : undefined,
  smtpPort: values["smtp-port"] ? Number(values["smtp-port"]) : undefined,
  dataDir: values["in-memory"] ? null : defaultDataDir,
});

// Only the development backend fills .env; an in-memory run (e2e, ephemeral ports) leaves it alone.
const written = values["in-memory"]
  ? []
  : addMissingEnv(join(repoRoot, ".env"), {
      SUPABASE_URL: backend.url,
      SUPABASE_PUBLISHABLE_KEY: backend.publishableKey,
      SUPABASE_SECRET_KEY: backend.secretKey,
      SMTP_URL: `smtp://127.0.0.1:${backend.smtpPort}`,
    });
console.log(`
  API URL          ${backend.url}
  Publishable key  ${backend.publishableKey}
  Secret key       ${backend.secretKey}
  SMTP capture     smtp://127.0.0.1:${backend.smtpPort}
  Mail (HTML)      ${backend.url}/__mail/
  Mail (JSON)      ${backend.url}/__mail/api/messages
  Demo user        demo@kolleague.local / kolleague-demo${written.length ? `\n  .env             added ${written.join(", ")}` : ""}
`);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await backend.stop();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown());
process.on("SIGTERM", () => void shutdown());
