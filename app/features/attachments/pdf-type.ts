const MAGIC = new TextEncoder().encode("%PDF-");
/** Readers accept the header anywhere in the first 1,024 bytes (some writers put junk before it). */
const HEADER_WINDOW = 1024;

/** Whether the bytes are a PDF by their header, whatever the file's name or declared type says. */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.byteLength, HEADER_WINDOW) - MAGIC.length;
  for (let at = 0; at <= end; at++) {
    let same = true;
    for (let index = 0; index < MAGIC.length && same; index++) same = bytes[at + index] === MAGIC[index];
    if (same) return true;
  }
  return false;
}
