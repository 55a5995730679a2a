/**
 * The first capture group of `pattern` in `html` (or the whole match when it has none). Throws when the
 * markup no longer matches, so two answers compared through it cannot both become `undefined` and pass.
 */
export function mustMatch(html: string, pattern: RegExp): string {
  const match = pattern.exec(html);
  if (!match) throw new Error(`no match for ${String(pattern)} in the page (${html.length} characters)`);
  return match[1] ?? match[0];
}
