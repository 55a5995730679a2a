import { MAX_PASTED_CHARS } from "./limits";
import type { UploadedFile } from "./listing-form.server";
import { extractPdfText } from "./pdf-text.server";
import type { ListingProblem } from "./problems";

/** A listing that came with a question: a read PDF (kept as uploaded) or pasted text. */
export type Listing =
  { kind: "pdf"; fileName: string; bytes: Uint8Array; text: string; pages: number; truncated: boolean } | { kind: "text"; text: string };

export type ListingOutcome = { ok: true; listing: Listing | null } | { ok: false; problem: ListingProblem };

const MAX_FILE_NAME = 120;

/**
 * The file's name as it may be shown and stored: the last path segment only (old browsers send the whole
 * path), without control characters, shortened; "listing.pdf" when nothing usable is left.
 */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed here
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  if (!clean) return "listing.pdf";
  return [...clean].length > MAX_FILE_NAME ? [...clean].slice(-MAX_FILE_NAME).join("") : clean;
}

/** Pasted text as the model gets it: line ends unified, trailing blanks gone. */
const tidy = (text: string) =>
  text
    .replace(/\r\n?/g, "\n")
    .replace(/[ \t]+\n/g, "\n")
    .trim();

/** A link as people paste one: with a scheme, from "www.", or a host with a path ("immobilienscout24.de/expose/…"). */
const LINK = /(?:[a-z][a-z\d+.-]*:\/\/|www\.)\S+|[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.[a-z]{2,}\/\S*/giu;

/**
 * Whether pasted "listing" text is nothing but links (with blanks and punctuation around them). Kolleague
 * never opens a link, so the model would get no listing at all and might pretend it read the page; a link
 * among the listing's own words is harmless and stays.
 */
export function isOnlyLinks(text: string): boolean {
  const rest = text.replace(LINK, "");
  return rest !== text && !/[\p{L}\p{N}]/u.test(rest);
}

/**
 * Users whose PDF this process is reading. Each reading takes one of a few slots for up to its time limit,
 * so one account posting many at once would keep everyone else's listings waiting: one at a time each.
 */
const reading = new Set<string>();

/**
 * Turns what the composer sent beside the question into a listing, or says why not: at most one of a
 * PDF and pasted text, the text within its length (counted as the user sees characters) and more than
 * links, the PDF read by extractPdfText (with its own limits and refusals), one at a time per user.
 */
export async function prepareListing(file: UploadedFile | null, pasted: string | undefined, userId: string): Promise<ListingOutcome> {
  const text = tidy(pasted ?? "");
  if (file && text) return { ok: false, problem: "fileAndText" };
  if (text) {
    if ([...text].length > MAX_PASTED_CHARS) return { ok: false, problem: "textTooLong" };
    if (isOnlyLinks(text)) return { ok: false, problem: "onlyLinks" };
    return { ok: true, listing: { kind: "text", text } };
  }
  if (!file) return { ok: true, listing: null };
  if (reading.has(userId)) return { ok: false, problem: "busy" };
  reading.add(userId);
  try {
    const read = await extractPdfText(file.bytes);
    if (!read.ok) return read;
    return {
      ok: true,
      listing: {
        kind: "pdf",
        fileName: safeFileName(file.fileName),
        bytes: file.bytes,
        text: read.text,
        pages: read.pages,
        truncated: read.truncated,
      },
    };
  } finally {
    reading.delete(userId);
  }
}
