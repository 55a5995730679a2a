/**
 * Redirect targets taken from users (a "redirectTo" field, a query parameter) must stay on this site.
 * Only a same-site relative path is accepted: no scheme, no "//host", no "/\host", no control characters,
 * and the same after percent-decoding, so encoded variants of these cannot slip through.
 */
export function safeRedirectPath(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2048) return fallback;
  if (!isSafeRelativePath(target)) return fallback;
  let decoded = target;
  // Decode repeatedly: "%252F%252F" is "//" after two rounds in some proxies.
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return fallback;
    }
    if (next === decoded) break;
    decoded = next;
    if (!isSafeRelativePath(decoded)) return fallback;
  }
  return target;
}

function isSafeRelativePath(path: string): boolean {
  if (!path.startsWith("/")) return false;
  if (path.startsWith("//") || path.startsWith("/\\")) return false;
  // Control characters and backslashes are rewritten to "/" by browsers; refuse them anywhere.
  return !/[\u0000-\u001f\u007f\\]/.test(path);
}
