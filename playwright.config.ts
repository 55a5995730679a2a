import { defineConfig } from "@playwright/test";
import { appTestEnv } from "./tests/support/test-env";

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
    launchOptions: {
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
    },
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true } },
    { name: "no-js", use: { javaScriptEnabled: false }, grepInvert: /@js/ },
  ],
  webServer: {
    command: "node server.js",
    url: `${baseURL}/healthz`,
    // Every e2e sign-in comes from 127.0.0.1: the auth limits are raised (never off); one server test checks them.
    env: appTestEnv(port, {
      RATE_LIMIT_AUTH_SIGNIN_EMAIL: "1000/1m",
      RATE_LIMIT_AUTH_SIGNIN_IP: "1000/1m",
      RATE_LIMIT_AUTH_SIGNUP_EMAIL: "1000/1m",
      RATE_LIMIT_AUTH_SIGNUP_IP: "1000/1m",
      RATE_LIMIT_AUTH_RESET_EMAIL: "1000/1m",
      RATE_LIMIT_AUTH_RESET_IP: "1000/1m",
    }),
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
