/**
 * The worker that reads one PDF's text, as source text: pdf-text.server.ts starts it as a data: URL module,
 * so the same code runs from the server bundle, the dev server, vitest and the tsx benchmark without a
 * separate file to ship or a bundler feature to rely on. Everything that could take long or hold much
 * memory happens in it, where the parent can cut it off; the parent checks size and magic bytes first.
 * String.raw keeps the regular expressions' backslashes as they are written.
 */
export const PDF_WORKER_SOURCE = String.raw`import { parentPort, workerData } from "node:worker_threads";
import { inflateSync, constants } from "node:zlib";

const { bytes, libraryUrl, maxPages, maxChars, maxStreamBytes, maxDecodedBytes, minTextChars } = workerData;

class Refusal extends Error {
  constructor(problem) {
    super(problem);
    this.problem = problem;
  }
}

/**
 * Decompression bombs: PDF.js inflates a stream whole when it reads it, into memory outside the worker's
 * heap limit. So every Flate stream PDF.js may read for text (all but images, which text extraction never
 * decodes) is inflated here first with a hard output cap, one at a time, and the sum is capped too.
 */
function checkStreams(data) {
  const text = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString("latin1");
  const streamStart = /\bstream\r?\n/g;
  let decoded = 0;
  let match;
  while ((match = streamStart.exec(text))) {
    // The dictionary is read as text from the object's header on: a crafted string inside it can still
    // mislead this, which is why the parent also watches the process's memory.
    const dictStart = text.lastIndexOf(" obj", match.index);
    const dict = dictStart === -1 ? "" : text.slice(Math.max(dictStart, match.index - 4096), match.index);
    const end = text.indexOf("endstream", match.index);
    const bodyStart = match.index + match[0].length;
    const bodyEnd = end === -1 ? text.length : end;
    streamStart.lastIndex = bodyEnd;
    if (!/\/(FlateDecode|Fl)\b/.test(dict) || /\/Subtype\s*\/Image\b/.test(dict)) continue;
    const budget = Math.min(maxStreamBytes, maxDecodedBytes - decoded);
    try {
      const out = inflateSync(data.subarray(bodyStart, bodyEnd), { maxOutputLength: budget + 1, finishFlush: constants.Z_SYNC_FLUSH });
      if (out.length > budget) throw new Refusal("bomb");
      decoded += out.length;
    } catch (error) {
      if (error instanceof Refusal) throw error;
      // Over the cap (ERR_BUFFER_TOO_LARGE) is a bomb; any other zlib error is a damaged stream, which
      // PDF.js reports (or skips) itself.
      if (error?.code === "ERR_BUFFER_TOO_LARGE" || error instanceof RangeError) throw new Refusal("bomb");
    }
  }
}

async function extract() {
  checkStreams(bytes);
  const { getDocumentProxy } = await import(libraryUrl);
  let pdf;
  try {
    pdf = await getDocumentProxy(bytes, {
      isEvalSupported: false,
      useSystemFonts: false,
      disableFontFace: true,
      // Errors only: a warning per odd font would fill the log.
      verbosity: 0,
    });
  } catch (error) {
    if (error?.name === "PasswordException") throw new Refusal("encrypted");
    throw new Refusal("damaged");
  }
  const pageCount = pdf.numPages;
  if (pageCount > maxPages) {
    await pdf.loadingTask.destroy();
    throw new Refusal("tooManyPages");
  }
  const pages = [];
  let chars = 0;
  let truncated = false;
  try {
    for (let number = 1; number <= pageCount; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      let pageText = "";
      for (const item of content.items) {
        if (typeof item.str !== "string") continue;
        pageText += item.str + (item.hasEOL ? "\n" : "");
      }
      page.cleanup();
      pageText = pageText.replace(/[ \t]+\n/g, "\n").trim();
      if (chars + pageText.length > maxChars) {
        pages.push(pageText.slice(0, Math.max(0, maxChars - chars)));
        truncated = true;
        break;
      }
      chars += pageText.length;
      pages.push(pageText);
    }
  } catch {
    throw new Refusal("damaged");
  } finally {
    await pdf.loadingTask.destroy();
  }
  const text = pages.filter(Boolean).join("\n\n");
  if (text.replace(/\s/g, "").length < minTextChars) throw new Refusal("noText");
  return { ok: true, text, pages: pageCount, truncated };
}

extract().then(
  (result) => parentPort.postMessage(result),
  (error) => parentPort.postMessage(error instanceof Refusal ? { ok: false, problem: error.problem } : { ok: false, problem: "damaged", detail: String(error) }),
);
`;
