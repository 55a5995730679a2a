import { discardRest } from "#app/lib/body.server";
import { MultipartFormatError, MultipartLimitError, MultipartParser, multipartBoundary, type MultipartResult } from "#app/lib/multipart";
import { LISTING_FILE_FIELD } from "./fields";
import { MAX_PASTED_CHARS, MAX_PDF_BYTES } from "./limits";
import { looksLikePdf } from "./pdf-type";
import type { ListingProblem } from "./problems";

/** Room for the question, the other fields and the part headers beside the file and the pasted text. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
/** UTF-8 needs at most 4 bytes a character: a longer text field is over the limit whatever it holds. */
const MAX_TEXT_FIELD_BYTES = MAX_PASTED_CHARS * 4 + 1024;
const MAX_PARTS = 12;

export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
}

export type ListingFormRead =
  { ok: true; fields: Record<string, string>; file: UploadedFile | null } | { ok: false; fields: Record<string, string>; problem: ListingProblem };

class NotPdf extends Error {}

/**
 * Reads the chat's multipart form as it arrives. The question comes before the file in the form, so it
 * is read even when the file is then refused (too large, not a PDF): the page shows it again. The file
 * stops at 10 MB, a file that does not start like a PDF after its first kilobyte, and the rest of the body
 * is dropped without being kept; the server's own cap for this path stops anything absurd before.
 */
export async function readListingForm(request: Request): Promise<ListingFormRead> {
  const boundary = multipartBoundary(request.headers.get("Content-Type"));
  if (!boundary || !request.body) return { ok: false, fields: {}, problem: "malformed" };
  let fileOpened = false;
  const parser = new MultipartParser(
    boundary,
    { maxFileBytes: MAX_PDF_BYTES, maxFieldBytes: MAX_TEXT_FIELD_BYTES, maxParts: MAX_PARTS },
    (_part, head) => {
      fileOpened = true;
      if (head.length >= 1024 && !looksLikePdf(head)) throw new NotPdf();
    },
  );
  const reader = request.body.getReader();
  const maxBody = MAX_PDF_BYTES + MAX_TEXT_FIELD_BYTES + FORM_OVERHEAD_BYTES;
  let result: MultipartResult;
  try {
    let received = 0;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      received += chunk.value.byteLength;
      if (received > maxBody) throw new MultipartLimitError("body too large");
      parser.push(chunk.value);
    }
    result = parser.end();
  } catch (error) {
    void discardRest(reader);
    const fields = parser.result.fields;
    if (error instanceof NotPdf) return { ok: false, fields, problem: "notPdf" };
    if (error instanceof MultipartFormatError || (error instanceof MultipartLimitError && error.message === "too many parts"))
      return { ok: false, fields, problem: "malformed" };
    // A limit hit while the file was open (not yet complete) is the file's size; otherwise a text field's.
    if (error instanceof MultipartLimitError) {
      const fileWasOpen = fileOpened && parser.result.files.length === 0;
      return { ok: false, fields, problem: fileWasOpen ? "tooLarge" : "textTooLong" };
    }
    throw error;
  }
  // A form sent without a file still carries the file field, empty and without a name.
  const file = result.files.find((part) => part.field === LISTING_FILE_FIELD && part.data.length > 0);
  return { ok: true, fields: result.fields, file: file ? { fileName: file.filename, bytes: file.data } : null };
}
