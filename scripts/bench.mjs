// `npm run bench`: budgets as figures, not tests. Builds, then prints
//  1. per route, the client JavaScript a browser really loads (gzip -9 of every script response),
//  2. requests per second of the production server for / and /de/imprint next to the bare /healthz route,
//  3. the calculation engine's timings,
//  4. the OpenAI stand-in's word-to-streamText latency,
//  5. the AI chat: token-to-browser latency, the chat page's JS above the landing page, JS-off post → 303.
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { chromium } from "@playwright/test";
import { run, start, stop, waitFor } from "./lib.mjs";

const PORT = 3210;
const base = `http://127.0.0.1:${PORT}`;
const routes = ["/", "/de", "/de/imprint", "/login", "/calculator", "/app"];

if ((await run("npx", ["react-router", "build"], { stdio: ["ignore", "ignore", "inherit"] })) !== 0) process.exit(1);

const env = {
  ...process.env,
  NODE_ENV: "production",
  PORT: String(PORT),
  HOST: "127.0.0.1",
  APP_URL: base,
  SUPABASE_URL: "http://127.0.0.1:54321",
  SUPABASE_PUBLISHABLE_KEY: "sb_publishable_local_development_key_do_not_use_in_production",
  SUPABASE_SECRET_KEY: "sb_secret_local_development_key_do_not_use_in_production",
  SESSION_SECRET: "bench-only-session-secret-0123456789abcdef",
  SMTP_URL: "smtp://127.0.0.1:54325",
  MAIL_FROM: "Kolleague <hello@kolleague.local>",
};
const server = start(process.execPath, ["server.js"], { env, stdio: "ignore" });
try {
  await waitFor(`${base}/healthz`, { label: "app server" });

  console.log("\nClient JavaScript per route (gzip -9, everything the page loads with JS on)");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  for (const route of routes) {
    const page = await browser.newPage();
    const sizes = new Map();
    page.on("response", async (response) => {
      if (!response.url().endsWith(".js")) return;
      sizes.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
    });
    await page.goto(base + route, { waitUntil: "networkidle" });
    const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
    console.log(`  ${route.padEnd(14)} ${(total / 1024).toFixed(1).padStart(6)} KB in ${sizes.size} files`);
    await page.close();
  }
  await browser.close();

  console.log("\nServer throughput (autocannon, 10 connections, 5 s each, loopback)");
  for (const path of ["/healthz", "/", "/de/imprint"]) {
    const result = await autocannon({ url: base + path, connections: 10, duration: 5 });
    const label = path === "/healthz" ? "/healthz (bare one-line route)" : path;
    console.log(
      `  ${label.padEnd(32)} ${Math.round(result.requests.average).toString().padStart(6)} req/s  p99 ${result.latency.p99} ms  errors ${result.errors + result.non2xx}`,
    );
  }
} finally {
  await stop(server);
}

console.log("\nLocal backend start-up (fresh in-memory database from the cached template)");
await run("npx", ["tsx", "scripts/bench-backend.ts"]);

console.log("\nCalculation engine");
await run("npx", ["tsx", "scripts/bench-engine.ts"]);

console.log("\nOpenAI stand-in → AI SDK (streamText over @ai-sdk/openai, loopback)");
await run("npx", ["tsx", "standins/openai/bench.ts"]);

console.log("\nAI chat (own backend, stand-in and app)");
await run("npx", ["tsx", "scripts/bench-chat.ts"]);
