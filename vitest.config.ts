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
  },
});
