/**
 * The first capture group of `pattern` in `html` (or the whole match when it has none). Throws when the
 * markup no longer matches, so two answers compared through it cannot both become `undefined` and pass.
 */
export function mustMatch(html: string, pattern: RegExp): string {
  const match = pattern.exec(html);
  if (!match) throw new Error(`no match for ${String(pattern)} in the page (${html.length} characters)`);
  return match[1] ?? match[0];
}

/** The script files a page loads: the paths its after-paint loader names (app/components/layout/scripts-after-paint.tsx). */
export function scriptAssets(html: string): string[] {
  return [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? ""))];
}

/** A page's text as a reader sees it: scripts and tags gone, whitespace collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}
