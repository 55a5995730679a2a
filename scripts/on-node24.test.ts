import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// A machine whose own node is older than 24 (Node 20 breaks sign-in): `npm run dev` and `npm test` must
// still run the app on Node 24. The shim answers node24.sh's version question the way Node 20 would.
const shims = mkdtempSync(join(tmpdir(), "old-node-"));
afterAll(() => rmSync(shims, { recursive: true, force: true }));

describe("scripts/on-node24.sh", () => {
  it("runs the command on Node 24 when the first node on PATH is older", () => {
    writeFileSync(join(shims, "node"), "#!/bin/sh\necho 20\n");
    chmodSync(join(shims, "node"), 0o755);
    const path = [shims, ...(process.env.PATH ?? "").split(delimiter).filter((dir) => !dir.includes(".cache/node24"))].join(delimiter);
    const version = execFileSync("bash", ["scripts/on-node24.sh", "node", "-p", "process.versions.node"], {
      env: { ...process.env, PATH: path },
      encoding: "utf8",
    });
    expect(version.trim().split(".")[0]).toBe("24");
  });
});
