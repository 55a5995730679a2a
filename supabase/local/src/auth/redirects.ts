import type { IncomingMessage } from "node:http";
import type { AuthConfig } from "../config";

/** Glob as Supabase Auth compiles additional_redirect_urls: "*" stops at "." and "/", "**" does not. */
export function globToRegExp(pattern: string): RegExp {
  let out = "";
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === "*" && pattern[i + 1] === "*") {
      out += ".*";
      i++;
    } else if (c === "*") out += "[^./]*";
    else if (c === "?") out += "[^./]";
    else if (c === "{") {
      const end = pattern.indexOf("}", i);
      if (end === -1) out += "\\{";
      else {
        out += `(?:${pattern
          .slice(i + 1, end)
          .split(",")
          .map((alt) => alt.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
          .join("|")})`;
        i = end;
      }
    } else out += c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${out}$`);
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/**
 * Supabase Auth's rule: the site URL's origin (any port on loopback), a loopback IP literal, or a
 * match of an allow-list pattern; anything else is ignored in favour of the site URL.
 */
export function isRedirectAllowed(config: AuthConfig, target: string): boolean {
  let site: URL;
  let url: URL;
  try {
    site = new URL(config.siteUrl);
    url = new URL(target);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.hostname === site.hostname && url.protocol === site.protocol && (url.port === site.port || LOOPBACK.has(url.hostname))) return true;
  const isHttp = url.protocol === "http:" || url.protocol === "https:";
  if (isHttp && (url.hostname === "127.0.0.1" || url.hostname === "[::1]")) return true;
  if (isHttp && !/^[a-z0-9.-]+$/i.test(url.hostname)) return false;
  const withoutFragment = target.split("#")[0]!;
  return config.additionalRedirectUrls.some((pattern) => globToRegExp(pattern).test(withoutFragment));
}

/** redirect_to from the query, else the Referer, else the site URL (never an unlisted target). */
export function redirectTarget(config: AuthConfig, req: IncomingMessage, url: URL, fromBody?: unknown): string {
  const candidates = [url.searchParams.get("redirect_to"), typeof fromBody === "string" ? fromBody : null, req.headers.referer ?? null];
  for (const candidate of candidates) {
    if (candidate && isRedirectAllowed(config, candidate)) return candidate;
  }
  return config.siteUrl;
}
