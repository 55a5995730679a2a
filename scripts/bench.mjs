// `npm run bench`: budgets as figures, not tests. Builds, then prints
//  1. per route, the client JavaScript a browser really loads (gzip -9 of every script response),
//  2. HTML and CSS bytes per page, Lighthouse mobile (median of 3) on /, /de, /de/imprint and /calculator,
//     requests per second of /, /de, /de/imprint and the calculator with inputs as served (page cache) beside a
//     minimal React Router 7 page (bench/minimal), the server's RSS after three rounds of 30 s at 50
//     connections, and the page cache's hit rate for a replay of 1,000 visitors with varied cookies,
//  2b. issue 23's rendered targets (scripts/bench-render.ts: every page rendered, its own backend),
//  3. the calculation engine's timings,
//  4. the OpenAI stand-in's word-to-streamText latency,
//  5. the AI chat: token-to-browser latency, the chat page's JS above the landing page, JS-off post → 303,
//  6. reading a 40-page listing PDF's text (a photo per page): time and the process's peak memory rise.
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { chromium } from "@playwright/test";
import { lighthouseRows } from "./bench-lighthouse.mjs";
import { replayVisitors } from "./bench-page-cache.mjs";
import { chromiumLaunchOptions } from "./chromium.mjs";
import { BROWSER_ENCODINGS, containerNodeOptions, rssMb, run, start, stop, waitFor } from "./lib.mjs";

const PORT = 3210;
const base = `http://127.0.0.1:${PORT}`;
const routes = ["/", "/de", "/de/imprint", "/login", "/calculator", "/app"];
const CALCULATION =
  "purchasePrice=250000&state=BY&notaryPercent=1.5&landRegistryPercent=0.5&brokerPercent=0&equity=13750&interestRatePercent=4.1&initialRepaymentPercent=2&coldRentMonthly=900";
const throughputPages = ["/", "/de", "/de/imprint", `/calculator?${CALCULATION}`];
const label = (path) => (path.startsWith("/calculator?") ? "/calculator?(inputs)" : path);

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
  // As production will run: an analytics tool, so the pages carry the consent banner (its script waits for consent).
  ANALYTICS_PLAUSIBLE_DOMAIN: "kolleague.example",
  // The page-cache replay posts some 700 cookie choices from one address.
  RATE_LIMIT_CONSENT_IP: "100000/1m",
};
// Started as the container starts it: with the image's heap options (Dockerfile, runtime stage).
const nodeOptions = containerNodeOptions();
console.log(`App server NODE_OPTIONS (from the Dockerfile): ${nodeOptions || "(none)"}`);
const server = start(process.execPath, ["server.js"], { env: { ...env, NODE_OPTIONS: nodeOptions }, stdio: "ignore" });
try {
  await waitFor(`${base}/healthz`, { label: "app server" });

  console.log("\nClient JavaScript per route (gzip -9, everything the page loads with JS on)");
  const browser = await chromium.launch(chromiumLaunchOptions);
  for (const route of routes) {
    const page = await browser.newPage();
    const sizes = new Map();
    const sent = new Map();
    page.on("response", async (response) => {
      if (!response.url().endsWith(".js")) return;
      sizes.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
      sent.set(response.url(), (await response.request().sizes()).responseBodySize);
    });
    await page.goto(base + route, { waitUntil: "networkidle" });
    const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
    const budget = route === "/" ? `  (landing target ≤ 130 KB) ${total / 1024 <= 130 ? "ok" : "MISSED"}` : "";
    // As sent: the build's brotli copies (scripts/precompress.mjs), which the browser asked for.
    const asSent = [...sent.values()].reduce((sum, size) => sum + size, 0);
    console.log(
      `  ${route.padEnd(14)} ${(total / 1024).toFixed(1).padStart(6)} KB in ${sizes.size} files (as sent, brotli: ${(asSent / 1024).toFixed(1)} KB)${budget}`,
    );
    await page.close();
  }
  await browser.close();

  console.log("\nHTML and CSS per page (bytes as sent; gzip -9 in brackets)");
  for (const path of throughputPages) {
    const html = await (await fetch(base + path)).text();
    const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join("");
    const linked = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((match) => match[1]);
    let linkedBytes = 0;
    for (const href of linked) linkedBytes += (await (await fetch(new URL(href, base))).arrayBuffer()).byteLength;
    const kb = (text) => `${(Buffer.byteLength(text) / 1024).toFixed(1)} KB (${(gzipSync(text, { level: 9 }).length / 1024).toFixed(1)})`;
    console.log(
      `  ${label(path).padEnd(22)} HTML ${kb(html).padEnd(18)} inline CSS ${kb(inlineCss).padEnd(18)} linked CSS ${(linkedBytes / 1024).toFixed(1)} KB`,
    );
  }

  console.log("\nLighthouse mobile, simulated throttling, median of 3 runs (as served)");
  await lighthouseRows(base, ["/", "/de", "/de/imprint", "/calculator"]);

  // The yardstick: a bare React Router 7 page (bench/minimal, same versions, Express + @react-router/express).
  if ((await run("npx", ["react-router", "build"], { cwd: "bench/minimal", stdio: ["ignore", "ignore", "inherit"], env })) !== 0) process.exit(1);
  const minimal = start(process.execPath, ["bench/minimal/server.mjs"], { env: { ...env, PORT: String(PORT + 1) }, stdio: "ignore" });
  const minimalUrl = `http://127.0.0.1:${PORT + 1}/`;
  try {
    await waitFor(minimalUrl, { label: "minimal page" });
    console.log("\nThroughput beside a minimal React Router page (autocannon, 10 connections, 5 s each, interleaved)");
    console.log("  served: as deployed (anonymous repeat views come from the page cache); the rendered rows follow below");
    const measure = async (url, headers) => {
      const result = await autocannon({ url, connections: 10, duration: 5, headers });
      return { rps: result.requests.average, p99: result.latency.p99, failed: result.errors + result.non2xx };
    };
    await measure(minimalUrl); // warm-up of the servers' code paths
    for (const path of throughputPages) await measure(base + path);
    const row = (name, page, yardstick) =>
      `  ${name.padEnd(32)} ${Math.round(page.rps).toString().padStart(5)} req/s  minimal ${Math.round(yardstick).toString().padStart(5)} req/s  ratio ${(page.rps / yardstick).toFixed(2)}  p99 ${page.p99} ms  failed ${page.failed}`;
    for (const path of throughputPages) {
      const before = await measure(minimalUrl);
      const served = await measure(base + path);
      const after = await measure(minimalUrl);
      const yardstick = (before.rps + after.rps) / 2;
      console.log(row(`${label(path)} served`, served, yardstick));
      // As a browser asks for it: a page from the cache comes as the gzip kept with it (only the nonce is
      // inserted per response); a rendered page is compressed by the middleware (brotli).
      const compressed = await measure(base + path, { "Accept-Encoding": BROWSER_ENCODINGS });
      console.log(row(`${label(path)} served, as browser`, compressed, yardstick));
    }
  } finally {
    await stop(minimal);
  }

  const replay = await replayVisitors(base, throughputPages);
  const percent = (count) => `${((100 * count) / replay.views).toFixed(1)} %`;
  console.log("\nPage cache: a replay of 1,000 signed-out visitors with varied cookies, 3 public pages each (fixed seed)");
  console.log(`  ${replay.views} page views: ${replay.hits} served from the cache (${percent(replay.hits)}), the rest rendered`);
  console.log(
    `  keyed on the whole Cookie header (the former key) the same views would hit ${replay.wholeHeaderHits} (${percent(replay.wholeHeaderHits)})`,
  );

  const memoryRounds = async (pid, url) => {
    const rounds = [];
    for (let round = 1; round <= 3; round++) {
      await autocannon({ connections: 50, duration: 30, requests: throughputPages.map((path) => ({ path })), url });
      rounds.push(`${rssMb(pid)} MB`);
    }
    return rounds.join(", ");
  };
  console.log("\nMemory: RSS of the app server (started as the container starts it) after 30 s at 50 connections, three rounds");
  console.log(`  served:   idle ${rssMb(server.pid)} MB, after each round ${await memoryRounds(server.pid, base)} (rendered: below)`);
} finally {
  await stop(server);
}

console.log("\nIssue 23's targets, every page rendered (PAGE_CACHE_MB=0), beside the minimal page in the same run");
await run("npx", ["tsx", "scripts/bench-render.ts"]);

console.log("\nLocal backend start-up (fresh in-memory database from the cached template)");
await run("npx", ["tsx", "scripts/bench-backend.ts"]);

console.log("\nCalculation engine");
await run("npx", ["tsx", "scripts/bench-engine.ts"]);

console.log("\nOpenAI stand-in → AI SDK (streamText over @ai-sdk/openai, loopback)");
await run("npx", ["tsx", "standins/openai/bench.ts"]);

console.log("\nAI chat (own backend, stand-in and app)");
await run("npx", ["tsx", "scripts/bench-chat.ts"]);

console.log("\nListing PDF text extraction (worker thread, the chat's limits)");
await run("npx", ["tsx", "scripts/bench-attachments.ts"]);
