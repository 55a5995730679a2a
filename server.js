// The Node entry: picks Vite's live sources in development or the built app in production, listens,
// and shuts down gracefully on SIGTERM (the container's stop signal).
import { existsSync } from "node:fs";

// NODE_ENV=development runs Vite's live sources; anything else serves the production build.
const development = process.env.NODE_ENV === "development";
const production = !development;
if (process.env.NODE_ENV !== "production" && existsSync(".env")) process.loadEnvFile(".env");

const port = Number(process.env.PORT ?? (production ? 3000 : 5173));
const host = process.env.HOST ?? (production ? "0.0.0.0" : "127.0.0.1");

// The app's module brings the one logger (app/platform/log/) along, so these lines read like every other.
async function createServerApp() {
  if (production) {
    const buildDir = process.env.BUILD_DIR ?? "build";
    const { createApp, productionBuild, logger } = await import(`./${buildDir}/server/index.js`);
    return { app: await createApp({ mode: "production", build: productionBuild, clientDir: `${buildDir}/client` }), logger };
  }
  const vite = await import("vite").then(({ createServer }) => createServer({ server: { middlewareMode: true }, appType: "custom" }));
  const { createApp, logger } = await vite.ssrLoadModule("./server/app.ts");
  const app = await createApp({
    mode: "development",
    build: () => vite.ssrLoadModule("virtual:react-router/server-build"),
    devMiddleware: vite.middlewares,
  });
  return { app, logger };
}

let app;
let logger;
try {
  ({ app, logger } = await createServerApp());
} catch (error) {
  // An invalid environment names each variable; print that, not a stack trace.
  console.error(error?.name === "EnvError" ? error.message : error);
  process.exit(1);
}

// Express 5 hands a failed listen (the port taken, no permission) to this callback rather than throwing: the
// process must say so and exit non-zero, or it logged "listening" and then ended with 0.
const server = app.listen(port, host, (error) => {
  if (error) {
    logger.error({ err: error, url: `http://${host}:${port}` }, "could not listen");
    process.exit(1);
  }
  logger.info({ url: `http://${host}:${port}`, mode: production ? "production" : "development" }, "listening");
});

// Work the app registered to finish first (app/platform/shutdown/): the app is bundled, or loaded by Vite in
// development, so the hooks are found through a global symbol rather than an import.
const beforeShutdown = () => globalThis[Symbol.for("kolleague.beforeShutdown")]?.values() ?? [];

async function shutdown(signal) {
  logger.info({ signal }, "shutting down");
  // Requests still running after 10 s are cut off so the orchestrator's stop never hangs.
  setTimeout(() => process.exit(0), 10_000).unref();
  server.close(() => process.exit(0));
  // Open no-JS chat documents say that their answer was interrupted and end, instead of being cut off.
  await Promise.allSettled([...beforeShutdown()].map((hook) => hook()));
  server.closeIdleConnections();
  // A document that just ended leaves its connection idle a moment later; keep-alive must not hold the exit.
  setInterval(() => server.closeIdleConnections(), 100).unref();
}
process.once("SIGTERM", (signal) => void shutdown(signal));
process.once("SIGINT", (signal) => void shutdown(signal));
