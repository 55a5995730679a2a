/**
 * Times reading a listing PDF's text the way the chat does (extractPdfText: a worker thread per file, with
 * its limits): a 40-page exposé with a photo on every page. Prints the median and slowest of the runs after
 * a warm-up, and how far the process's resident memory rose above its level before each run (sampled every
 * 5 ms; the worker's memory is part of the process).
 * Run: npx tsx scripts/bench-attachments.ts
 */
import { performance } from "node:perf_hooks";
import { extractPdfText } from "../app/features/attachments/pdf-text.server";
import { manyPagePdf } from "./listing-fixtures.mjs";

const RUNS = 5;
const MB = 1024 * 1024;

const pdf = await manyPagePdf(40, { photos: true });
const times: number[] = [];
const rises: number[] = [];
for (let run = 0; run <= RUNS; run++) {
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  const started = performance.now();
  const result = await extractPdfText(pdf);
  const elapsed = performance.now() - started;
  clearInterval(sampler);
  if (!result.ok) throw new Error(`the benchmark PDF was refused: ${result.problem}`);
  // The first run loads the library into a fresh worker like every run, but also warms this process up.
  if (run === 0) continue;
  times.push(elapsed);
  rises.push((peak - before) / MB);
}
const sorted = [...times].sort((a, b) => a - b);
console.log(`  40-page PDF (${(pdf.length / MB).toFixed(1)} MB, a photo per page), ${RUNS} runs after a warm-up`);
console.log(`  time: median ${sorted[Math.floor(RUNS / 2)]!.toFixed(0)} ms, slowest ${sorted.at(-1)!.toFixed(0)} ms`);
console.log(
  `  resident memory rise: median ${[...rises].sort((a, b) => a - b)[Math.floor(RUNS / 2)]!.toFixed(0)} MB, peak ${Math.max(...rises).toFixed(0)} MB`,
);
