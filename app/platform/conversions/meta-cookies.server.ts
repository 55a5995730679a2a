import { getEnv } from "#app/config/env.server";

const NAMES = ["_fbp", "_fbc"] as const;

/** Longer than any value Meta's script writes; a longer one is dropped whole, never cut to fit. */
const MAX_LENGTH = 300;

/**
 * Meta's first-party cookies as its script writes them (fb.<n>.<time>.<value>); anything else (a value
 * that is not valid percent-encoding, too long, or of another shape) is ignored, never an error: the
 * cookie is the visitor's to change, and the sign-up or order it rides along with must go on.
 */
export function metaCookie(request: Request, name: (typeof NAMES)[number]): string | null {
  const raw = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(request.headers.get("Cookie") ?? "")?.[1];
  if (!raw || raw.length > MAX_LENGTH) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return /^fb\.\d\.\d{10,13}\.[\w.-]+$/.test(value) ? value : null;
}

/**
 * Set-Cookie headers that delete Meta's cookies after consent to marketing is withdrawn. Its script sets
 * them on the site's registrable domain, which the server cannot know for certain, so they are expired for
 * the host and every parent domain (a browser ignores the one for a public suffix).
 */
export function expiredMetaCookies(request: Request): string[] {
  const cookies = request.headers.get("Cookie") ?? "";
  const present = NAMES.filter((name) => new RegExp(`(?:^|;\\s*)${name}=`).test(cookies));
  if (present.length === 0) return [];
  const labels = new URL(getEnv().APP_URL).hostname.split(".");
  const domains = [null, ...labels.slice(0, -1).map((_, index) => labels.slice(index).join("."))];
  return present.flatMap((name) =>
    domains.map((domain) => `${name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT${domain ? `; Domain=${domain}` : ""}`),
  );
}
