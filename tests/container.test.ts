import { execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restartPort } from "./support/app-server";
import { isPatched, matcherFiles } from "../scripts/patch-react-router.mjs";
import { argv, buildStage, last, parseDockerfile, stageEnv } from "./support/dockerfile";
import { appTestEnv } from "./support/test-env";

// No Docker engine runs here or in CI, so this test builds the image's stages from the Dockerfile itself
// (tests/support/dockerfile.ts runs their COPY and RUN lines) and then runs the image's CMD and
// HEALTHCHECK. The build stage is the one thing not rerun: `npm test` has just built the same sources.
const stages = parseDockerfile(readFileSync("Dockerfile", "utf8"));
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as { packages: Record<string, { version?: string; dev?: boolean }> };
const manifest = JSON.parse(readFileSync("package.json", "utf8")) as { dependencies: Record<string, string> };
const root = mkdtempSync(join(tmpdir(), "kolleague-image-"));
const image = { deps: join(root, "prod-deps"), runtime: join(root, "runtime") };
/** The official node images' unprivileged user. */
const IMAGE_USERS: Record<string, number> = { node: 1000 };

/** The build stage's WORKDIR as far as the runtime copies from it: its build/ is this checkout's build. */
function buildStageRoot(): string {
  const build = resolve(process.env.BUILD_DIR ?? "build");
  if (basename(build) !== "build") throw new Error(`the image copies /app/build; BUILD_DIR=${build} is not named build`);
  return dirname(build);
}

beforeAll(() => {
  // Offline where the cache allows: the same command, without the network round trips.
  buildStage(stages, "prod-deps", image.deps, { "": "." }, { npm_config_prefer_offline: "true", npm_config_update_notifier: "false" });
  buildStage(stages, "runtime", image.runtime, { "": ".", "prod-deps": image.deps, build: buildStageRoot() });
  // mkdtemp makes the directory private to its owner; an image's files are readable by its user.
  chmodSync(root, 0o755);
}, 240_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("container image", () => {
  it("runs on the Node major its base image ships, which is the one these tests run on", () => {
    const major = /^node:(\d+)/.exec(stages[0]?.from ?? "")?.[1];
    expect(major).toBeDefined();
    expect(process.versions.node.split(".")[0]).toBe(major);
  });

  it("installs exactly the locked production dependencies and no development-only package", () => {
    const installed = (name: string) => {
      const file = join(image.runtime, "node_modules", name, "package.json");
      return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version : null;
    };
    for (const name of Object.keys(manifest.dependencies)) expect(installed(name), name).toBe(lock.packages[`node_modules/${name}`]?.version);
    const devOnly = Object.entries(lock.packages).filter(([path, entry]) => entry.dev && /^node_modules\/(@[^/]+\/)?[^/]+$/.test(path));
    expect(devOnly.length).toBeGreaterThan(10);
    expect(devOnly.map(([path]) => path).filter((path) => existsSync(join(image.runtime, path)))).toEqual([]);
  });

  it("installs React Router with the route matcher's early give-up, as the checkout has it (decision 017)", () => {
    const files = matcherFiles(join(image.runtime, "node_modules", "react-router"));
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const file of files) expect(isPatched(readFileSync(file, "utf8")), file).toBe(true);
  });

  it("copies the app's code and dependencies owned by root, so its unprivileged user cannot change them", () => {
    const copies = stages.find((stage) => stage.name === "runtime")?.instructions.filter((instruction) => instruction.keyword === "COPY") ?? [];
    expect(copies.length).toBeGreaterThanOrEqual(3);
    for (const copy of copies) expect(copy.args, copy.args).not.toMatch(/--chown/);
  });

  it("starts from the runtime stage alone as an unprivileged user and passes its own health check, which fails once it stops", async () => {
    const user = last(stages, "runtime", "USER");
    expect(user, "USER").toBeDefined();
    expect(["root", "0"]).not.toContain(user);
    const uid = process.getuid?.() === 0 ? IMAGE_USERS[user ?? ""] : undefined;
    if (process.getuid?.() === 0) expect(uid, `uid of ${user}`).toBeDefined();

    const [command = "", ...args] = argv(last(stages, "runtime", "CMD") ?? "[]");
    // Checked while nothing listens, before and after: a port no other test file is handed meanwhile.
    const port = restartPort();
    // The image's own ENV over the test configuration; the build sits where the image has it.
    const { BUILD_DIR: _elsewhere, ...config } = appTestEnv(port);
    const env = { ...config, ...stageEnv(stages, "runtime"), PORT: String(port), PATH: process.env.PATH ?? "" };
    // The heap is sized for the container on purpose (Dockerfile), and the server starts with it.
    expect(stageEnv(stages, "runtime").NODE_OPTIONS).toMatch(/--max-old-space-size=\d+/);
    const health = argv((last(stages, "runtime", "HEALTHCHECK") ?? "").replace(/^.*?CMD\s+/, ""));
    const healthy = () => {
      try {
        execFileSync(health[0] ?? "false", health.slice(1), { env, stdio: "ignore", timeout: 5_000 });
        return true;
      } catch {
        return false;
      }
    };
    expect(healthy(), "health check before start").toBe(false);

    const server = spawn(command, args, { cwd: image.runtime, env, stdio: "ignore", ...(uid === undefined ? {} : { uid, gid: uid }) });
    const exited = new Promise((resolve) => server.once("exit", resolve));
    try {
      // The HEALTHCHECK's own retries, at the pace of a machine under load.
      await expect.poll(healthy, { timeout: 30_000, interval: 200 }).toBe(true);
      const page = await fetch(`http://127.0.0.1:${port}/de`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<html lang="de"');
    } finally {
      server.kill("SIGTERM");
      await exited;
    }
    expect(healthy(), "health check after stop").toBe(false);
  }, 60_000);
});
