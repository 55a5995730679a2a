// `npm test`: builds the app, starts a fresh local backend, runs vitest and Playwright (JS on and off)
// and ends with one line "N passed, N failed" summing both runners.
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { run, start, stop, waitFor } from "./lib.mjs";

const BACKEND_PORT = 54331;
const SMTP_PORT = 54335;
mkdirSync(".cache", { recursive: true });
rmSync(".cache/vitest.json", { force: true });
rmSync(".cache/playwright.json", { force: true });

const env = {
  ...process.env,
  TEST_SUPABASE_URL: `http://127.0.0.1:${BACKEND_PORT}`,
  TEST_SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
};

const buildCode = await run("npx", ["react-router", "build"], { env });
if (buildCode !== 0) {
  console.log("0 passed, 1 failed");
  process.exit(1);
}

// A fresh clone builds the backend's template database once (seconds; more on a loaded machine).
// Auth mail goes through the app's Send Email Hook, served by the Playwright app (E2E_PORT, default 3100);
// the secret is tests/support/test-env.ts's. Only the backend gets these, so vitest's own backends stay hook-free.
const hookEnv = {
  SEND_EMAIL_HOOK_URI: `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}/hooks/send-email`,
  SEND_EMAIL_HOOK_SECRET: "v1,whsec_dGVzdC1vbmx5LXNlbmQtZW1haWwtaG9vay1zZWNyZXQ=",
};
const backend = start("npx", ["tsx", "supabase/local/src/cli.ts", "start", "--in-memory", "--port", String(BACKEND_PORT), "--smtp-port", String(SMTP_PORT)], { env: { ...env, ...hookEnv } });
try {
  await waitFor(`${env.TEST_SUPABASE_URL}/auth/v1/health`, { label: "local backend", timeoutMs: 300_000 });
} catch (error) {
  console.error(error.message);
  await stop(backend);
  console.log("0 passed, 1 failed");
  process.exit(1);
}

const vitestCode = await run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile.json=.cache/vitest.json"], { env });
const playwrightCode = await run("npx", ["playwright", "test"], { env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: ".cache/playwright.json" } });
await stop(backend);

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null);
const vitest = read(".cache/vitest.json");
const playwright = read(".cache/playwright.json");
let passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0) + (playwright?.stats?.flaky ?? 0);
let failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0);
// A runner that crashed before writing its report counts as a failure, never as silence.
if (!vitest || (vitestCode !== 0 && failed === 0)) failed += 1;
if (!playwright || (playwrightCode !== 0 && (playwright?.stats?.unexpected ?? 0) === 0)) failed += 1;
const skipped = (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (playwright?.stats?.skipped ?? 0);
console.log(`\nvitest: ${vitest?.numPassedTests ?? 0} passed, ${vitest?.numFailedTests ?? 0} failed; playwright: ${playwright?.stats?.expected ?? 0} passed, ${playwright?.stats?.unexpected ?? 0} failed`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 ? 1 : 0);
