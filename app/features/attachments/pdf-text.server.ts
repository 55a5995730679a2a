import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { logger } from "#app/platform/log/logger.server";
import {
  EXTRACTION_RSS_MB,
  EXTRACTION_TIMEOUT_MS,
  MAX_DECODED_BYTES,
  MAX_EXTRACTED_CHARS,
  MAX_PARALLEL_EXTRACTIONS,
  MAX_PDF_BYTES,
  MAX_PDF_PAGES,
  MAX_STREAM_BYTES,
  MAX_WAITING_EXTRACTIONS,
  MIN_TEXT_CHARS,
  WORKER_HEAP_MB,
} from "./limits";
import type { PdfProblem } from "./problems";
import { PDF_WORKER_SOURCE } from "./pdf-worker-source";
import { looksLikePdf } from "./pdf-type";

export type PdfText = { ok: true; text: string; pages: number; truncated: boolean } | { ok: false; problem: PdfProblem };

const WATCH_MS = 25;
const MB = 1024 * 1024;
const WORKER_URL = new URL(`data:text/javascript,${encodeURIComponent(PDF_WORKER_SOURCE)}`);

/** The library's entry as a file URL: the worker is a data: URL module and cannot resolve bare names. */
let libraryUrl: string | undefined;
function pdfLibraryUrl(): string {
  const require = createRequire(import.meta.url);
  libraryUrl ??= pathToFileURL(require.resolve("unpdf")).href;
  return libraryUrl;
}

let running = 0;
const waiting: (() => void)[] = [];

/** A place among the extractions allowed at once, or null when too many already wait for one. */
async function takeSlot(): Promise<(() => void) | null> {
  if (running >= MAX_PARALLEL_EXTRACTIONS) {
    if (waiting.length >= MAX_WAITING_EXTRACTIONS) return null;
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running++;
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
}

/**
 * The text of an uploaded PDF, or the reason it cannot be read. The size and the magic bytes are checked
 * here; everything else (opening, the page count, decompression, reading the text) runs in a worker thread
 * with a JS heap limit, a wall-clock timeout and a watch on the process's resident memory, so a hostile
 * file costs at most that worker, never the event loop or the process.
 */
export async function extractPdfText(bytes: Uint8Array): Promise<PdfText> {
  if (bytes.byteLength > MAX_PDF_BYTES) return { ok: false, problem: "tooLarge" };
  if (!looksLikePdf(bytes)) return { ok: false, problem: "notPdf" };
  const release = await takeSlot();
  if (!release) return { ok: false, problem: "busy" };
  try {
    return await runWorker(bytes);
  } finally {
    release();
  }
}

function runWorker(bytes: Uint8Array): Promise<PdfText> {
  // A copy of its own, handed over without another copy: the caller still stores the original.
  const copy = new Uint8Array(bytes);
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_URL, {
      workerData: {
        bytes: copy,
        libraryUrl: pdfLibraryUrl(),
        maxPages: MAX_PDF_PAGES,
        maxChars: MAX_EXTRACTED_CHARS,
        maxStreamBytes: MAX_STREAM_BYTES,
        maxDecodedBytes: MAX_DECODED_BYTES,
        minTextChars: MIN_TEXT_CHARS,
      },
      transferList: [copy.buffer],
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
      stdout: true,
      stderr: true,
    });
    // The library's own console lines go to the log, not the process's output (bounded).
    let output = "";
    const collect = (chunk: Buffer) => {
      if (output.length < 2000) output += chunk.toString("utf8");
    };
    worker.stdout.on("data", collect);
    worker.stderr.on("data", collect);

    const startRss = process.memoryUsage.rss();
    let settled = false;
    const finish = (result: PdfText, reason?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watch);
      if (reason) logger.warn({ reason, output: output || undefined }, "attachments: PDF reading stopped");
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => finish({ ok: false, problem: "tooComplex" }, "timeout"), EXTRACTION_TIMEOUT_MS);
    const watch = setInterval(() => {
      if (process.memoryUsage.rss() - startRss > EXTRACTION_RSS_MB * MB) finish({ ok: false, problem: "tooComplex" }, "memory");
    }, WATCH_MS);
    worker.on("message", (message: PdfText & { detail?: string }) => {
      if (!message.ok && message.detail) logger.warn({ detail: message.detail }, "attachments: PDF could not be read");
      finish(message.ok ? message : { ok: false, problem: message.problem });
    });
    worker.on("error", (error: Error & { code?: string }) => {
      finish({ ok: false, problem: error.code === "ERR_WORKER_OUT_OF_MEMORY" ? "tooComplex" : "damaged" }, error.code ?? error.message);
    });
    worker.on("exit", (code) => finish({ ok: false, problem: "damaged" }, `worker exited with ${code}`));
  });
}
