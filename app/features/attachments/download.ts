/**
 * A Content-Disposition header that downloads the file under its own name: an ASCII fallback for old
 * clients and the UTF-8 name (RFC 6266 / RFC 8187) for the rest, so "Exposé Gohlis.pdf" keeps its accent.
 */
export function contentDisposition(fileName: string): string {
  const ascii =
    fileName
      .normalize("NFKD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\;]/g, "_")
      .trim() || "listing.pdf";
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
