// `npm run dev`: the local backend (embedded Postgres, auth, storage, mail capture) with seeded demo
// data, and the app with Vite's live reload. Writes a .env with local values when there is none.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { start, stop, waitFor } from "./lib.mjs";

if (!existsSync(".env")) {
  const example = readFileSync(".env.example", "utf8");
  writeFileSync(".env", example.replace(/^SESSION_SECRET=.*$/m, `SESSION_SECRET=${randomBytes(24).toString("hex")}`));
  console.log("Wrote .env with local development values.");
}

const backend = start("npm", ["run", "--silent", "db:start"]);
await waitFor("http://127.0.0.1:54321/auth/v1/health", { label: "local backend", timeoutMs: 60_000 });
const app = start(process.execPath, ["server.js"], { env: { ...process.env, NODE_ENV: "development" } });

const shutdown = async () => {
  await Promise.all([stop(app), stop(backend)]);
  process.exit(0);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
app.on("exit", (code) => {
  if (code) stop(backend).then(() => process.exit(code));
});
