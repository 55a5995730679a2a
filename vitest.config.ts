import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin must not run inside vitest.
export default defineConfig({
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "standins/**/*.test.ts",
      "supabase/local/**/*.test.ts",
      "tests/**/*.test.ts",
    ],
    environment: "node",
    setupFiles: ["tests/support/console-guard.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Two files at a time, whatever the machine: vitest's default (one worker fewer than cores) ran them one
    // by one on the 2-core CI machine, while a server test spends most of its time waiting for its app and
    // the backend. The suite is built for it: each file starts its own app, every test user and pixel id is
    // its own, per-IP limits are raised, and tests that change a backend's schema or clock start their own.
    // On 2 cores: 466 s -> 278-282 s for the whole vitest run.
    maxWorkers: 2,
  },
});
