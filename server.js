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
const runShutdownHooks = () => Promise.allSettled([...beforeShutdown()].map((hook) => hook()));

async function shutdown(signal) {
  logger.info({ signal }, "shutting down");
  // Whatever still runs after 8 s is cut off: Docker's stop (and Kubernetes') sends SIGKILL 10 s after SIGTERM, and
  // at 10 s the exit code was a race between our 0 and its 137. The 2 s left over absorb a slow event loop.
  setTimeout(() => process.exit(0), 8_000).unref();
  const closed = new Promise((resolve) => server.close(resolve));
  // Chat answers being written here are stored as failed with their quota given back, and the answer feeds then
  // end with that; open no-JS chat documents end with a note that the answer was interrupted. The hooks are waited
  // for even when no connection is open: a writer serves no request, and exiting with the last one would cut it off.
  await runShutdownHooks();
  server.closeIdleConnections();
  // A document that just ended leaves its connection idle a moment later; keep-alive must not hold the exit.
  setInterval(() => server.closeIdleConnections(), 100).unref();
  await closed;
  // A request in flight at the signal may have started an answer after the hooks looked (its writer is aborted as
  // it starts); every request has now answered, so a second round finds and waits for whatever they started.
  await runShutdownHooks();
  process.exit(0);
}
process.once("SIGTERM", (signal) => void shutdown(signal));
process.once("SIGINT", (signal) => void shutdown(signal));
