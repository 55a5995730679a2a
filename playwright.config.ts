import { chromiumLaunchOptions } from "./scripts/chromium.mjs";
import { defineConfig } from "@playwright/test";
import { e2eAppEnv } from "./tests/support/test-env";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Core flows run twice: with JavaScript and without (the no-JS project skips tests tagged @js).
 * Debian's Chromium is used; Playwright's own browser download cannot work on our machines.
 */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : "list",
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    locale: "en-GB",
    trace: "retain-on-failure",
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true } },
    { name: "no-js", use: { javaScriptEnabled: false }, grepInvert: /@js/ },
  ],
  webServer: {
    command: "node server.js",
    url: `${baseURL}/healthz`,
    env: e2eAppEnv(port),
    // npm test starts this same app before vitest (the backend's mail hook needs it) and says so.
    reuseExistingServer: process.env.E2E_SERVER_RUNNING === "1",
    timeout: 30_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
