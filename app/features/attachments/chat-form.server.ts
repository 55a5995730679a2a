import { multipartBoundary } from "#app/features/profile/multipart";
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
 * with the listing's limits; every other form of the page posts urlencoded, read as before (the server
 * caps those at its default size).
 */
export async function readChatForm(request: Request): Promise<ChatForm> {
  if (!multipartBoundary(request.headers.get("Content-Type"))) return { formData: await request.formData(), file: null, problem: null };
  const read = await readListingForm(request);
  const formData = new FormData();
  for (const [name, value] of Object.entries(read.fields)) formData.set(name, value);
  return read.ok ? { formData, file: read.file, problem: null } : { formData, file: null, problem: read.problem };
}
