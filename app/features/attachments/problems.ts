/**
 * Why a listing was refused. Each has its message under `attachments:problems.<problem>` (EN/DE) and the
 * status the chat's action answers with when it re-renders the form with the question kept.
 */
export type PdfProblem = "notPdf" | "encrypted" | "damaged" | "noText" | "tooLarge" | "tooManyPages" | "bomb" | "tooComplex" | "busy";
export type ListingProblem = PdfProblem | "textTooLong" | "onlyLinks" | "fileAndText" | "malformed";

export const PROBLEM_STATUS: Record<ListingProblem, number> = {
  notPdf: 415,
  encrypted: 422,
  damaged: 422,
  noText: 422,
  tooLarge: 413,
  tooManyPages: 422,
  bomb: 422,
  tooComplex: 422,
  busy: 503,
  textTooLong: 422,
  onlyLinks: 422,
  fileAndText: 400,
  malformed: 400,
};
