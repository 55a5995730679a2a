const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/**
 * The one escaper for text written into HTML or XML by hand (the legal pages' Markdown renderer, the legal
 * attachments, mails, the chat's live HTML, the sitemap and RSS): &, <, > and both quotes, safe in element
 * content and in quoted attributes alike (`&#39;` rather than `&apos;`, which HTML 4 mail clients lack).
 * React escapes what it renders itself.
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}
