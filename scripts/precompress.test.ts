import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompressAssets } from "./precompress.mjs";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function buildWith(files: Record<string, string | Buffer>) {
  const build = mkdtempSync(join(tmpdir(), "precompress-"));
  dirs.push(build);
  const assets = join(build, "client", "assets");
  mkdirSync(assets, { recursive: true });
  for (const [name, content] of Object.entries(files)) writeFileSync(join(assets, name), content);
  return { build, assets };
}

describe("compressed copies of the client assets", () => {
  it("writes brotli and gzip copies of text assets that decode to the original, and none of small or binary files", async () => {
    const script = Array.from({ length: 400 }, (_, i) => `export const value${i} = "${i.toString(36)}";`).join("\n");
    const css = `.a{color:red}\n`.repeat(200);
    const binary = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256));
    const { build, assets } = buildWith({ "entry-abc.js": script, "app-def.css": css, "tiny-123.js": "export {};", "logo-1.png": binary });

    await precompressAssets(build);

    expect(readdirSync(assets).sort()).toEqual(
      ["app-def.css", "app-def.css.br", "app-def.css.gz", "entry-abc.js", "entry-abc.js.br", "entry-abc.js.gz", "logo-1.png", "tiny-123.js"].sort(),
    );
    expect(brotliDecompressSync(readFileSync(join(assets, "entry-abc.js.br"))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(assets, "entry-abc.js.gz"))).toString()).toBe(script);
    expect(brotliDecompressSync(readFileSync(join(assets, "app-def.css.br"))).toString()).toBe(css);
    const size = (name: string) => statSync(join(assets, name)).size;
    expect(size("entry-abc.js.br")).toBeLessThan(size("entry-abc.js.gz"));
    expect(size("entry-abc.js.gz")).toBeLessThan(size("entry-abc.js") / 4);
  });
});
