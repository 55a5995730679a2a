import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// A machine whose own node is older than 24 (Node 20 breaks sign-in): `npm run dev` and `npm test` must
// still run the app on Node 24. The shim stands first on PATH and answers node24.sh's version question the
// way Node 20 would; anything else it hands to a real node, so npm still works if node24.sh must install.
const shims = mkdtempSync(join(tmpdir(), "old-node-"));
afterAll(() => rmSync(shims, { recursive: true, force: true }));

describe("scripts/on-node24.sh", () => {
  it("runs the command on the Node 24 it installs when the first node on PATH is older", () => {
    writeFileSync(join(shims, "node"), `#!/bin/sh\ncase "$*" in *process.versions.node*) echo 20; exit 0 ;; esac\nexec "${process.execPath}" "$@"\n`);
    chmodSync(join(shims, "node"), 0o755);
    const path = [shims, ...(process.env.PATH ?? "").split(delimiter).filter((dir) => !dir.includes(".cache/node24"))].join(delimiter);
    const [resolved, version] = execFileSync("bash", ["scripts/on-node24.sh", "sh", "-c", 'command -v node; "$(command -v node)" --version'], {
      env: { ...process.env, PATH: path },
      encoding: "utf8",
    })
      .trim()
      .split("\n");
    expect(resolved).toMatch(/\/\.cache\/node24\/node_modules\/node-[a-z]+-[a-z0-9]+\/bin\/node$/);
    expect(version).toMatch(/^v24\./);
  });
});
