import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { appTestEnv } from "./test-env";

export interface RunningApp {
  url: string;
  logs: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
  process: ChildProcess;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * A port for a server that a test file stops and starts again, or checks while nothing listens. freePort's ports
 * come from the kernel's ephemeral range (32768 and up), so while this one is closed the other worker could be
 * handed it; this one lies below that range, and each worker has its own. A port that must only ever stay closed
 * is simpler still: 127.0.0.1:9, which nothing here listens on.
 */
export function restartPort(): number {
  const first = Number(process.env.TEST_RESTART_PORTS);
  if (!first) throw new Error("TEST_RESTART_PORTS is unset: run the tests through `npm test`");
  return first + Number(process.env.VITEST_POOL_ID ?? 1) - 1;
}

/** Starts the production build (`node server.js`) exactly as the container does, on a free port. */
export async function startApp(overrides: Record<string, string | undefined> = {}): Promise<RunningApp> {
  if (!existsSync(`${process.env.BUILD_DIR ?? "build"}/server/index.js`))
    throw new Error("No production build: run `npm run build` first (npm test does).");
  // freePort's port was free when asked, but a test file running beside this one can bind it before this app
  // does: the app then exits with EADDRINUSE and starts again on another port.
  for (let attempt = 1; ; attempt++) {
    const started = await startOnce(overrides);
    if ("app" in started) return started.app;
    if (!started.portTaken || attempt === 3) throw new Error(started.failure);
  }
}

async function startOnce(overrides: Record<string, string | undefined>): Promise<{ app: RunningApp } | { failure: string; portTaken: boolean }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["server.js"], {
    env: { PATH: process.env.PATH ?? "", ...appTestEnv(port, overrides) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  // After "exit" its output may still be on the way; "close" comes once the pipes are drained.
  const closed = new Promise((resolve) => child.once("close", resolve));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  // Started once this app says it listens: a health check alone could be answered by another test file's
  // app that took the port.
  while (!output.includes('"msg":"listening"')) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await closed;
      const how = child.signalCode ? `killed by ${child.signalCode}` : "exited early";
      return { failure: `app ${how}:\n${output}`, portTaken: output.includes("EADDRINUSE") };
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      return { failure: `app did not start:\n${output}`, portTaken: false };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    app: {
      url,
      logs: () => output,
      process: child,
      stop: async (signal = "SIGTERM") => {
        if (child.exitCode === null) child.kill(signal);
        return exited;
      },
    },
  };
}

/** Runs server.js to completion (for start-up failures) and returns its exit code and output. */
export async function runAppExpectingExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ["server.js"], { env: { PATH: process.env.PATH ?? "", ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  clearTimeout(timer);
  return { code, output };
}
