// Small process helpers shared by the dev, test and bench scripts (plain Node, no dependencies).
import { spawn } from "node:child_process";

export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", ...options });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * A long-running child in its own process group, so stopping it also stops what it started
 * (npx → tsx → node would otherwise leave the real server running and its ports taken).
 */
export function start(command, args, options = {}) {
  return spawn(command, args, { stdio: "inherit", detached: true, ...options });
}

export async function waitFor(url, { timeoutMs = 30_000, label = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${label} did not come up within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** True when something already answers at `url` (a leftover server would make a run test the wrong thing). */
export async function isTaken(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

export function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      child.kill(signal);
    }
  };
  return new Promise((resolve) => {
    child.once("exit", resolve);
    signalGroup("SIGTERM");
    setTimeout(() => signalGroup("SIGKILL"), 5000).unref();
  });
}
