import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Parallel checkouts of work (several test runs on one machine) can build side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
