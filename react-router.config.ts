import type { Config } from "@react-router/dev/config";
import { writeCriticalCss } from "./scripts/critical-css.mjs";

export default {
  ssr: true,
  // Parallel checkouts of work (several test runs on one machine) can build side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // The first screen's CSS per page template, inlined by the server (scripts/critical-css.mjs, decision 017).
  async buildEnd({ buildManifest, reactRouterConfig }) {
    if (buildManifest) await writeCriticalCss(reactRouterConfig.buildDirectory, buildManifest.routes);
  },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
