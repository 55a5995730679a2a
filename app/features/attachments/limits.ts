/** What the chat accepts as a listing, and what reading one may cost (issue 22). */
export const MAX_PDF_BYTES = 10 * 1024 * 1024;
export const MAX_PDF_PAGES = 40;
/** Pasted listing text, counted in characters as the user sees them. */
export const MAX_PASTED_CHARS = 20_000;
/** Text of a PDF passed on to the model, as much as pasted text may hold; the rest is cut (an exposé's figures are on its first pages). */
export const MAX_EXTRACTED_CHARS = 20_000;
/** Fewer visible characters than this across all pages: the PDF is scanned pictures, not text. */
export const MIN_TEXT_CHARS = 20;

/** Reading one PDF: wall time, the worker's JS heap, and the decoded streams it may meet. */
export const EXTRACTION_TIMEOUT_MS = 15_000;
export const WORKER_HEAP_MB = 96;
/** Growth of the process's resident memory during one extraction beyond which the worker is stopped. */
export const EXTRACTION_RSS_MB = 192;
export const MAX_STREAM_BYTES = 32 * 1024 * 1024;
export const MAX_DECODED_BYTES = 96 * 1024 * 1024;
/** Extractions running at once in one process; more wait (bounded) rather than multiply the memory. */
export const MAX_PARALLEL_EXTRACTIONS = 2;
export const MAX_WAITING_EXTRACTIONS = 8;
