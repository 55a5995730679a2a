import { createHmac, timingSafeEqual } from "node:crypto";

/** Standard Webhooks allows this much clock skew either way before a message counts as replayed. */
export const TIMESTAMP_TOLERANCE_SECONDS = 5 * 60;
const SECRET_PREFIX = "v1,whsec_";

/** "v1,whsec_<base64>" secrets, several separated by "|" during a rotation, as Supabase writes them. */
export function parseWebhookSecrets(value: string | undefined): Buffer[] {
  return (value ?? "")
    .split("|")
    .map((secret) => secret.trim())
    .filter((secret) => secret.startsWith(SECRET_PREFIX))
    .map((secret) => Buffer.from(secret.slice(SECRET_PREFIX.length), "base64"))
    .filter((key) => key.length > 0);
}

export function signWebhookPayload(key: Buffer, id: string, timestamp: string, body: string): string {
  return createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64");
}

/**
 * Verifies a Standard Webhooks request: webhook-id, webhook-timestamp (within the tolerance) and a
 * webhook-signature list of "v1,<base64 HMAC-SHA256(key, id.timestamp.body)>" entries, any of which may
 * match any configured key. Comparisons are constant-time.
 */
export function verifyWebhook(options: { keys: Buffer[]; headers: Headers; body: string; nowSeconds?: number }): boolean {
  const id = options.headers.get("webhook-id");
  const timestamp = options.headers.get("webhook-timestamp");
  const signatures = options.headers.get("webhook-signature");
  if (!id || !timestamp || !signatures || options.keys.length === 0) return false;
  if (!/^\d{1,12}$/.test(timestamp)) return false;
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - Number(timestamp)) > TIMESTAMP_TOLERANCE_SECONDS) return false;

  // Entries are separated by spaces per the spec; Supabase's own signer has used ", " too.
  const provided = [...signatures.matchAll(/(?:^|[\s,])v1,([A-Za-z0-9+/]+={0,2})/g)].map((match) => Buffer.from(match[1]!, "base64"));
  const expected = options.keys.map((key) => Buffer.from(signWebhookPayload(key, id, timestamp, options.body), "base64"));
  return provided.some((candidate) => expected.some((wanted) => candidate.length === wanted.length && timingSafeEqual(candidate, wanted)));
}
