// `npm test`: builds the app, starts a fresh local backend and the app the browser tests use, runs vitest
// and Playwright (JS on and off), and ends with one line "N passed, N failed" summing both runners.
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import type { ChildProcess } from "node:child_process";
import { e2eAppEnv, TEST_SEND_EMAIL_HOOK_SECRET, TEST_STRIPE_WEBHOOK_SECRET } from "../tests/support/test-env";
import { isTaken, run, start, stop, waitFor } from "./lib.mjs";

// Overridable so several checkouts on one machine can run their suites side by side.
const BACKEND_PORT = Number(process.env.TEST_BACKEND_PORT ?? 54331);
const SMTP_PORT = Number(process.env.TEST_SMTP_PORT ?? 54335);
const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const STRIPE_PORT = Number(process.env.TEST_STRIPE_PORT ?? 12121);
const OPENAI_PORT = Number(process.env.TEST_OPENAI_PORT ?? 54339);
const BOTCHECK_PORT = Number(process.env.TEST_BOTCHECK_PORT ?? 54341);
const META_PORT = Number(process.env.TEST_META_PORT ?? 54345);
// The first of the ports a test file stops and starts its own server on, one per vitest worker (restartPort()).
const RESTART_PORTS = Number(process.env.TEST_RESTART_PORTS ?? 31331);
mkdirSync(".cache", { recursive: true });
rmSync(".cache/vitest.json", { force: true });
rmSync(".cache/playwright.json", { force: true });

// Set on this process too: e2eAppEnv() below reads them, as do the runners it starts.
Object.assign(process.env, {
  TEST_SUPABASE_URL: `http://127.0.0.1:${BACKEND_PORT}`,
  TEST_SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  E2E_PORT: String(E2E_PORT),
  TEST_STRIPE_URL: `http://127.0.0.1:${STRIPE_PORT}`,
  TEST_OPENAI_BASE_URL: `http://127.0.0.1:${OPENAI_PORT}/v1`,
  TEST_BOTCHECK_URL: `http://127.0.0.1:${BOTCHECK_PORT}`,
  TEST_META_URL: `http://127.0.0.1:${META_PORT}`,
  TEST_RESTART_PORTS: String(RESTART_PORTS),
});
const env: NodeJS.ProcessEnv = { ...process.env };
const children: ChildProcess[] = [];

async function finish(passed: number, failed: number, skipped = 0): Promise<never> {
  await Promise.all(children.map((child) => stop(child)));
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
  process.exit(failed > 0 ? 1 : 0);
}

const openaiControl = `http://127.0.0.1:${OPENAI_PORT}/__standin/mode`;
for (const url of [
  `${env.TEST_SUPABASE_URL}/auth/v1/health`,
  `http://127.0.0.1:${E2E_PORT}/healthz`,
  openaiControl,
  `${env.TEST_STRIPE_URL}/__standin/health`,
  `${env.TEST_BOTCHECK_URL}/__standin/calls`,
  `${env.TEST_META_URL}/__standin/received`,
]) {
  if (await isTaken(url)) {
    console.error(`Something already answers at ${url}: stop it (a leftover test run?) and try again.`);
    await finish(0, 1);
  }
}
if ((await run("npx", ["react-router", "build"], { env })) !== 0) await finish(0, 1);

// Auth mail goes through the app's Send Email Hook, so the backend gets the hook's address and secret,
// and the app that serves it runs for the whole test run (Playwright reuses it).
const backend = start(
  "npx",
  ["tsx", "supabase/local/src/cli.ts", "start", "--in-memory", "--port", String(BACKEND_PORT), "--smtp-port", String(SMTP_PORT)],
  { env: { ...env, SEND_EMAIL_HOOK_URI: `http://127.0.0.1:${E2E_PORT}/hooks/send-email`, SEND_EMAIL_HOOK_SECRET: TEST_SEND_EMAIL_HOOK_SECRET } },
);
children.push(backend);
// The Stripe stand-in delivers its signed webhooks to the app the browser tests use.
const stripe = start(
  "npx",
  ["tsx", "standins/stripe/cli.ts", "--quiet", "--port", String(STRIPE_PORT), "--webhook-url", `http://127.0.0.1:${E2E_PORT}/webhooks/stripe`],
  { env: { ...env, STRIPE_WEBHOOK_SECRET: TEST_STRIPE_WEBHOOK_SECRET } },
);
children.push(stripe);
// The OpenAI-compatible stand-in the chat talks to (standins/openai); tests steer it over /__standin/*.
const openai = start("npx", ["tsx", "standins/openai/cli.ts", "--port", String(OPENAI_PORT)], { env });
children.push(openai);
// The Friendly Captcha stand-in (standins/friendly-captcha): siteverify and the widget script.
const botCheck = start("npx", ["tsx", "standins/friendly-captcha/cli.ts", "--port", String(BOTCHECK_PORT)], { env });
children.push(botCheck);
// The Meta stand-in (standins/meta): the pixel script and the Conversions API.
const meta = start("npx", ["tsx", "standins/meta/cli.ts", "--port", String(META_PORT)], { env });
children.push(meta);
const app = start(process.execPath, ["server.js"], { env: { PATH: process.env.PATH ?? "", ...e2eAppEnv(E2E_PORT) }, stdio: "ignore" });
children.push(app);
try {
  // A fresh clone builds the backend's template database once (seconds; more on a loaded machine).
  await waitFor(`${env.TEST_SUPABASE_URL}/auth/v1/health`, { label: "local backend", timeoutMs: 300_000 });
  await waitFor(`http://127.0.0.1:${E2E_PORT}/healthz`, { label: "app", timeoutMs: 60_000 });
  await waitFor(`${env.TEST_STRIPE_URL}/__standin/health`, { label: "Stripe stand-in", timeoutMs: 60_000 });
  await waitFor(openaiControl, { label: "OpenAI stand-in", timeoutMs: 60_000 });
  await waitFor(`${env.TEST_BOTCHECK_URL}/__standin/calls`, { label: "bot-check stand-in", timeoutMs: 60_000 });
  await waitFor(`${env.TEST_META_URL}/__standin/received`, { label: "Meta stand-in", timeoutMs: 60_000 });
} catch (error) {
  console.error((error as Error).message);
  await finish(0, 1);
}

// `npm test -- tests/server/x.test.ts e2e/y.spec.ts` runs only those files (each runner only when named);
// no arguments run everything, as CI does.
const only = process.argv.slice(2);
const vitestOnly = only.filter((arg) => !arg.startsWith("e2e/"));
const playwrightOnly = only.filter((arg) => arg.startsWith("e2e/"));
const runVitest = only.length === 0 || vitestOnly.length > 0;
const runPlaywright = only.length === 0 || playwrightOnly.length > 0;
const vitestCode = runVitest
  ? await run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile.json=.cache/vitest.json", ...vitestOnly], { env })
  : 0;
const playwrightCode = runPlaywright
  ? await run("npx", ["playwright", "test", ...playwrightOnly], {
      env: { ...env, E2E_SERVER_RUNNING: "1", PLAYWRIGHT_JSON_OUTPUT_NAME: ".cache/playwright.json" },
    })
  : 0;

const read = (file: string) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null);
const vitest = read(".cache/vitest.json");
const playwright = read(".cache/playwright.json");
const vitestPassed = vitest?.numPassedTests ?? 0;
const vitestFailed = vitest?.numFailedTests ?? 0;
const playwrightPassed = (playwright?.stats?.expected ?? 0) + (playwright?.stats?.flaky ?? 0);
const playwrightFailed = playwright?.stats?.unexpected ?? 0;
let failed = vitestFailed + playwrightFailed;
// A runner that crashed before writing its report counts as a failure, never as silence.
if (runVitest && (!vitest || (vitestCode !== 0 && vitestFailed === 0))) failed += 1;
if (runPlaywright && (!playwright || (playwrightCode !== 0 && playwrightFailed === 0))) failed += 1;
const skipped = (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (playwright?.stats?.skipped ?? 0);
console.log(`\nvitest: ${vitestPassed} passed, ${vitestFailed} failed; playwright: ${playwrightPassed} passed, ${playwrightFailed} failed`);
await finish(vitestPassed + playwrightPassed, failed, skipped);
