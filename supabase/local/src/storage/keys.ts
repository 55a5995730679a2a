import { invalidRequest } from "./errors";

// The characters hosted Storage accepts in object keys (its "safe characters" list), nothing else.
const SAFE_KEY = /^[\w/!\-.*'() &$@=;:+,?]+$/u;

/** Validates an object name; names are only ever used as bound values and never as file paths. */
export function checkObjectName(name: string): string {
  if (name.length === 0 || name.length > 1024 || !SAFE_KEY.test(name) || name.startsWith("/")) {
    throw invalidRequest(`Invalid key: ${name}`);
  }
  if (name.split("/").some((part) => part === "" || part === "." || part === "..")) {
    throw invalidRequest(`Invalid key: ${name}`);
  }
  return name;
}

/**
 * Decoded segments of "/object/<bucket>/<a>/<b>". Empty segments are kept, so "a//b" reaches the name
 * check and is refused instead of silently becoming "a/b".
 */
export function splitPath(path: string): string[] {
  try {
    return path
      .replace(/^\/+/, "")
      .split("/")
      .map((s) => decodeURIComponent(s));
  } catch {
    throw invalidRequest("Malformed path encoding");
  }
}
