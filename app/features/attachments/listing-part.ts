/**
 * How a listing travels inside the user's message: a second text part after the question, the listing's
 * text between plain markers whose attributes say where it came from. The model reads it as part of the
 * user's message; the page reads the same markers to show the question apart from the listing. The
 * attribute names are in English for either language (they are for the model); the listing's own words
 * stay as they were written.
 */
export interface ListingMarker {
  kind: "pdf" | "text";
  /** The PDF's file name (never contains a double quote: safeFileName removes them). */
  name?: string;
  pages?: number;
  truncated?: boolean;
  /** The stored original, for the download link. */
  attachment?: string;
}

type ListingSource = { kind: "pdf"; fileName: string; text: string; pages: number; truncated: boolean } | { kind: "text"; text: string };

const OPEN = /^<listing((?: [a-z]+="[^"]*")*)>\n/;
const CLOSE = "\n</listing>";

export function listingForModel(listing: ListingSource, attachmentId?: string): string {
  const attributes: Record<string, string> =
    listing.kind === "pdf"
      ? { kind: "pdf", name: listing.fileName, pages: String(listing.pages), truncated: String(listing.truncated) }
      : { kind: "text" };
  if (attachmentId) attributes.attachment = attachmentId;
  const head = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${value.replace(/"/g, "'")}"`)
    .join("");
  return `<listing${head}>\n${listing.text}${CLOSE}`;
}

/** The marker and text of a listing part, or null for any other text (a question, an answer). */
export function readListingPart(text: string): { marker: ListingMarker; text: string } | null {
  const open = OPEN.exec(text);
  if (!open || !text.endsWith(CLOSE)) return null;
  const attributes = Object.fromEntries([...open[1]!.matchAll(/ ([a-z]+)="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]));
  const marker: ListingMarker = { kind: attributes.kind === "pdf" ? "pdf" : "text" };
  if (attributes.name) marker.name = attributes.name;
  if (attributes.pages && /^\d+$/.test(attributes.pages)) marker.pages = Number(attributes.pages);
  if (attributes.truncated) marker.truncated = attributes.truncated === "true";
  if (attributes.attachment && /^[0-9a-f-]{36}$/.test(attributes.attachment)) marker.attachment = attributes.attachment;
  return { marker, text: text.slice(open[0].length, -CLOSE.length) };
}
