/**
 * The one place that decides where the site may send a browser.
 *
 * Redirect targets taken from users (a "redirectTo" field, a query parameter) must stay on this site.
 * Only a same-site relative path is accepted: no scheme, no "//host", no "/\host", no control characters,
 * no "." or ".." segments, and the same after percent-decoding, so encoded variants cannot slip through.
 * Dot segments matter because a later step (URL normalisation, adding or stripping the language prefix)
 * resolves them: "/x/..//evil.example" is a harmless-looking path that becomes "//evil.example". Empty
 * segments ("//" inside the path) are refused for the same reason: stripping the language prefix turns
 * "/de//evil.example" into "//evil.example".
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

/**
 * The last check on a Location the site is about to send, whatever built it: a path must still be a safe
 * same-site path (so no later step can have turned it into "//host"); an absolute http(s) URL was built by
 * the code on purpose (the payment provider's checkout, the app's own origin) and passes. Anything else
 * becomes the fallback.
 */
export function safeLocation(location: string, fallback = "/"): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (/^https?:\/\/[^/\\]/i.test(location) && !/[\u0000-\u001f\u007f\\\s]/.test(location)) return location;
  return safeRedirectPath(location, fallback);
}

function isSafeRelativePath(path: string): boolean {
  if (!path.startsWith("/")) return false;
  if (path.startsWith("//") || path.startsWith("/\\")) return false;
  // Control characters and backslashes are rewritten to "/" by browsers; refuse them anywhere.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return false;
  const pathOnly = path.split(/[?#]/, 1)[0] ?? "";
  if (pathOnly.includes("//")) return false;
  return !pathOnly.split("/").some((segment) => segment === "." || segment === "..");
}
