// Brotli and gzip copies of the hashed client assets, made once at build time (react-router.config.ts,
// buildEnd; decision 017). Compressed on every request instead, the landing page's scripts cost the server
// about 30 ms of CPU per first-time visitor, ten times the page's own render; server/precompressed-assets.ts
// serves these copies to browsers that accept them.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/** Text types only: images and fonts are compressed formats already. */
const PRECOMPRESSED_TYPES = new Set([".js", ".css", ".svg", ".json"]);
/** Below this a response is sent as it is (the compression middleware's own threshold). */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Writes `<file>.br` and `<file>.gz` beside every text asset of `MIN_BYTES` or more, each where it is smaller. */
export async function precompressAssets(buildDirectory) {
  const dir = join(buildDirectory, "client", "assets");
  const names = (await readdir(dir)).filter((name) => PRECOMPRESSED_TYPES.has(extname(name)));
  await Promise.all(
    names.map(async (name) => {
      const raw = await readFile(join(dir, name));
      if (raw.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < raw.length) await writeFile(join(dir, `${name}.br`), br);
      if (gz.length < raw.length) await writeFile(join(dir, `${name}.gz`), gz);
    }),
  );
}
