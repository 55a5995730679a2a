import type { Config } from "@react-router/dev/config";
import { writeCriticalCss } from "./scripts/critical-css.mjs";
import { precompressAssets } from "./scripts/precompress.mjs";

export default {
  ssr: true,
  // The whole route manifest goes to the browser as one hashed, cached module (2.6 KB gzip) instead of a
  // partial one per document: "lazy" discovery re-matched every ancestor path against all routes on each
  // render (7 % of a page's CPU) and fetched /__manifest before navigating (decision 017).
  routeDiscovery: { mode: "initial" },
  // Parallel checkouts of work (several test runs on one machine) can build side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // The first screen's CSS per page template, inlined by the server (scripts/critical-css.mjs), and brotli and
  // gzip copies of the client assets, so that no request compresses them again (scripts/precompress.mjs;
  // decision 017).
  async buildEnd({ buildManifest, reactRouterConfig }) {
    if (buildManifest) await writeCriticalCss(reactRouterConfig.buildDirectory, buildManifest.routes);
    await precompressAssets(reactRouterConfig.buildDirectory);
  },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
    // Development only: Vite scans every route module for dependencies at start-up. Without it, the first
    // page after a fresh start found new ones, re-optimized, answered its modules "504 Outdated Optimize Dep"
    // and never became live.
    unstable_optimizeDeps: true,
  },
} satisfies Config;
