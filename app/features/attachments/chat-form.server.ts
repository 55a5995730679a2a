import { data } from "react-router";
import { readPlainForm } from "#app/lib/body.server";
import { multipartBoundary } from "#app/lib/multipart";
import { readListingForm, type UploadedFile } from "./listing-form.server";
import type { ListingProblem } from "./problems";

export interface ChatForm {
  formData: FormData;
  /** The PDF sent with the question, when there was one. */
  file: UploadedFile | null;
  /** Why the PDF (or the pasted text) was refused while the form was read; the other fields are kept. */
  problem: ListingProblem | null;
}

/**
 * The chat page's posted form: the composer posts multipart (it may carry a PDF), read as it streams in
 * with the listing's limits; every other form of the page posts urlencoded, read with the ordinary cap
 * (the server lets bodies for this path through to the action, which therefore caps them itself).
 */
export async function readChatForm(request: Request): Promise<ChatForm> {
  const contentType = request.headers.get("Content-Type");
  if (!multipartBoundary(contentType)) {
    const formData = await readPlainForm(request);
    if (!formData) throw data(null, { status: 413 });
    return { formData, file: null, problem: null };
  }
  const read = await readListingForm(request);
  const formData = new FormData();
  for (const [name, value] of Object.entries(read.fields)) formData.set(name, value);
  return read.ok ? { formData, file: read.file, problem: null } : { formData, file: null, problem: read.problem };
}
