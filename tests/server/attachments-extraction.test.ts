import { readFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { describe, expect, it } from "vitest";
import { EXTRACTION_RSS_MB, MAX_PDF_BYTES } from "../../app/features/attachments/limits";
import { extractPdfText, type PdfText } from "../../app/features/attachments/pdf-text.server";
import { bombPdf, pagesPdf, passwordPdf, truncatedPdf } from "../support/listings";

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/listings/${name}`, import.meta.url));
const MB = 1024 * 1024;
/**
 * "A moment": the longest the event loop may be held while a file is read. Generous because the test
 * machine is shared (a loaded CPU alone pauses a thread for a few hundred ms); reading a bomb or 40 pages
 * on the event loop itself holds it for seconds, which this still catches.
 */
const MAX_LAG_MS = 500;

/**
 * Reads one file while measuring what it costs the calling process: the longest the event loop was held
 * and how far the resident memory rose above where it started (sampled every 5 ms).
 */
async function measured(bytes: Uint8Array): Promise<{ result: PdfText; lagMs: number; rssRiseMb: number }> {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  const start = process.memoryUsage.rss();
  let peak = start;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  delay.enable();
  try {
    const result = await extractPdfText(bytes);
    return { result, lagMs: delay.max / 1e6, rssRiseMb: (peak - start) / MB };
  } finally {
    delay.disable();
    clearInterval(sampler);
  }
}

/** Every hostile file: its own refusal, the event loop never held for long, the memory rise bounded. */
async function expectRefused(bytes: Uint8Array, problem: string, maxRiseMb = 96) {
  const { result, lagMs, rssRiseMb } = await measured(bytes);
  expect(result).toEqual({ ok: false, problem });
  expect(lagMs).toBeLessThan(MAX_LAG_MS);
  expect(rssRiseMb).toBeLessThan(maxRiseMb);
}

describe("reading a listing PDF", () => {
  it("reads the German sample exposé's text, page by page, in a worker", async () => {
    const { result, lagMs } = await measured(fixture("expose-leipzig-de.pdf"));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.pages).toBe(2);
    expect(result.truncated).toBe(false);
    for (const line of [
      "Kaufpreis: 349.000 €",
      "Wohnfläche ca. 72 m²",
      "Hausgeld 310 € (davon umlagefähig 190 €)",
      "04155 Leipzig",
      "Käuferprovision 3,57 %",
    ])
      expect(result.text).toContain(line);
    expect(lagMs).toBeLessThan(MAX_LAG_MS);
  });

  it("reads exactly 40 pages and refuses 41 before reading any text", async () => {
    const forty = await measured(await pagesPdf(40));
    expect(forty.result).toMatchObject({ ok: true, pages: 40 });
    await expectRefused(await pagesPdf(41), "tooManyPages");
  });

  it("says an image-only PDF has no text layer", async () => {
    await expectRefused(fixture("floor-plan-image-only.pdf"), "noText");
  });

  it("refuses a file that is not a PDF whatever its name, by its first bytes", async () => {
    await expectRefused(Buffer.from("Kaufpreis: 349.000 € – just text saved as expose.pdf"), "notPdf");
    await expectRefused(readFileSync(new URL("../../e2e/fixtures/avatar.png", import.meta.url)), "notPdf");
  });

  it("refuses a password-protected PDF", async () => {
    await expectRefused(await passwordPdf(), "encrypted");
  });

  it("refuses a truncated PDF and one that is garbage after its header", async () => {
    await expectRefused(await truncatedPdf(), "damaged");
    await expectRefused(Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(4096, 0x41)]), "damaged");
  });

  it("refuses a PDF over 10 MB without starting to read it", async () => {
    const big = Buffer.concat([fixture("expose-leipzig-de.pdf"), Buffer.alloc(MAX_PDF_BYTES, 0x20)]);
    await expectRefused(big, "tooLarge", 8);
  });

  it("refuses a decompression bomb (512 MB of content in 0.5 MB) before the library inflates it", async () => {
    const bomb = await bombPdf(512);
    expect(bomb.length).toBeLessThan(MB);
    await expectRefused(bomb, "bomb");
  });

  it("stops a bomb that hides from the stream check by its memory, at the limit, and recovers", async () => {
    const started = Date.now();
    await expectRefused(await bombPdf(1024, { disguised: true }), "tooComplex", EXTRACTION_RSS_MB + 96);
    expect(Date.now() - started).toBeLessThan(10_000);
    // The worker is gone with its memory; the next listing is read as usual.
    expect((await extractPdfText(fixture("expose-leipzig-de.pdf"))).ok).toBe(true);
  });

  it("reads several listings at once, each in its own worker", async () => {
    const results = await Promise.all([1, 2, 3, 4].map(() => extractPdfText(fixture("expose-leipzig-de.pdf"))));
    expect(results.map((result) => result.ok)).toEqual([true, true, true, true]);
  });
});
