// Small process helpers shared by the dev, test and bench scripts (plain Node, no dependencies).
import { execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";

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

/** Resident set size of a process in MB, from /proc (Linux). */
export function rssMb(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Math.round(Number(match[1]) / 1024) : NaN;
}

let tickMs;
/** CPU time (user + system) of a process or thread so far in ms, from its /proc stat file (Linux). */
export function cpuMs(statFile) {
  tickMs ??= 1000 / Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());
  const fields = readFileSync(statFile, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * tickMs;
}

/** The heap options the image starts the server with (Dockerfile, runtime stage): the benches start it the same way. */
export function containerNodeOptions() {
  return /NODE_OPTIONS="([^"]*)"/.exec(readFileSync("Dockerfile", "utf8"))?.[1] ?? "";
}

/** The Accept-Encoding current browsers send: the benches ask for pages this way too, to show what compression adds. */
export const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";
