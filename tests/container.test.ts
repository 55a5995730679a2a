import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "./support/app-server";
import { appTestEnv } from "./support/test-env";

// No Docker engine runs here, so this test assembles the runtime stage the way the Dockerfile does
// (production dependencies only, the build, server.js) and runs the Dockerfile's own CMD and HEALTHCHECK.
const dockerfile = readFileSync("Dockerfile", "utf8");
const runtime = dockerfile.slice(dockerfile.indexOf("AS runtime"));
const joined = runtime.replace(/\\\n\s*/g, "");
const jsonArray = (pattern: RegExp) => JSON.parse(pattern.exec(joined)?.[1] ?? "[]") as string[];
// Where the runtime's node_modules come from: the manifests stage's files and prod-deps' install.
const manifestStage = dockerfile.slice(dockerfile.indexOf("AS manifests"), dockerfile.indexOf("FROM manifests AS"));
const manifests = [...manifestStage.matchAll(/^COPY (?!--)(.+) \S+$/gm)].flatMap((match) => match[1]?.split(" ") ?? []);
const prodInstall = /AS prod-deps[\s\S]*?^RUN (.+)$/m.exec(dockerfile)?.[1] ?? "";
const dir = mkdtempSync(join(tmpdir(), "kolleague-image-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("container runtime stage", () => {
  it("uses Node 24 LTS slim, a non-root user and production dependencies only", () => {
    expect(dockerfile).toMatch(/^FROM node:24[\w.-]*-slim AS base$/m);
    expect(runtime).toMatch(/^USER node$/m);
    expect(prodInstall).toMatch(/^npm ci --omit=dev\b/);
    expect(runtime).toMatch(/COPY --from=prod-deps .*node_modules/);
  });

  it("starts from the copied files alone and passes its own health check", async () => {
    expect(manifests).toContain("package-lock.json");
    for (const file of manifests) cpSync(file, join(dir, file));
    execFileSync("sh", ["-c", prodInstall], { cwd: dir, stdio: "ignore" });
    for (const file of manifests.filter((file) => file.includes("/"))) rmSync(join(dir, file));
    cpSync("server.js", join(dir, "server.js"));
    cpSync(process.env.BUILD_DIR ?? "build", join(dir, "build"), { recursive: true });
    expect(existsSync(join(dir, "node_modules/vite"))).toBe(false);
    expect(existsSync(join(dir, "node_modules/@electric-sql/pglite"))).toBe(false);

    const [command = "", ...args] = jsonArray(/^CMD\s+(\[.*\])$/m);
    expect([command, ...args]).toEqual(["node", "server.js"]);
    const port = await freePort();
    const env = { PATH: process.env.PATH ?? "", ...appTestEnv(port), HOST: "0.0.0.0", BUILD_DIR: "build" };
    const { spawn } = await import("node:child_process");
    const server = spawn(command, args, { cwd: dir, env, stdio: "ignore" });
    try {
      const health = jsonArray(/^HEALTHCHECK[^[]*CMD\s+(\[.*\])$/m);
      expect(health[0]).toBe("node");
      let healthy = false;
      for (let attempt = 0; attempt < 50 && !healthy; attempt++) {
        try {
          execFileSync(health[0] ?? "node", health.slice(1), { env, stdio: "ignore" });
          healthy = true;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
      expect(healthy).toBe(true);
      const page = await fetch(`http://127.0.0.1:${port}/de`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<html lang="de"');
    } finally {
      server.kill("SIGTERM");
    }
  }, 180_000);
});
