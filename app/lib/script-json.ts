/**
 * JSON written into an inline <script> (structured data, a value a script reads). `<` is escaped so no value
 * can close the script element, `>`/`&` and the JavaScript line separators for good measure; JSON parsers
 * and JavaScript read them unchanged.
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
