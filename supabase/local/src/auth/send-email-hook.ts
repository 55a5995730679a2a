import { createHmac, randomUUID } from "node:crypto";
import { AuthError } from "./errors";

const TIMEOUT_MS = 5000;
const ATTEMPTS = 3;

/**
 * Standard Webhooks signature: base64 HMAC-SHA256 over "id.timestamp.body" with the base64 key that
 * follows "v1,whsec_". Several secrets (rotation) give several signatures, joined as Supabase Auth does.
 */
function signWebhook(secrets: string[], id: string, timestamp: number, body: string): string {
  return secrets
    .map((secret) => {
      if (!secret.startsWith("v1,")) throw new AuthError(500, "unexpected_failure", "invalid signature format");
      const key = Buffer.from(secret.slice(3).replace(/^whsec_/, ""), "base64");
      return `v1,${createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
    })
    .join(", ");
}

/** A hook may answer 200 with { error: { http_code, message } } to fail the request with its own message. */
function hookError(text: string): AuthError | null {
  try {
    const parsed = JSON.parse(text) as { error?: { http_code?: unknown; message?: unknown } };
    const message = parsed.error?.message;
    if (typeof message !== "string" || message === "") return null;
    const status = typeof parsed.error?.http_code === "number" ? parsed.error.http_code : 500;
    return new AuthError(status, status >= 500 ? "unexpected_failure" : "unknown", message);
  } catch {
    return null;
  }
}

/** POSTs the payload to the Send Email Hook the way Supabase Auth does, with its error answers. */
export async function callSendEmailHook(hook: { uri: string; secrets: string[] }, payload: unknown): Promise<void> {
  const body = JSON.stringify(payload);
  const deadline = Date.now() + TIMEOUT_MS;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const id = randomUUID();
    const timestamp = Math.floor(Date.now() / 1000);
    let response: Response;
    try {
      response = await fetch(hook.uri, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "webhook-id": id,
          "webhook-timestamp": String(timestamp),
          "webhook-signature": signWebhook(hook.secrets, id, timestamp, body),
        },
        body,
        signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())),
      });
    } catch (error) {
      if (error instanceof AuthError) throw error;
      if (Date.now() >= deadline) {
        throw new AuthError(422, "hook_timeout", `Failed to reach hook within maximum time of ${(TIMEOUT_MS / 1000).toFixed(6)} seconds`);
      }
      continue;
    }
    const text = await response.text();
    if (response.status === 204) return;
    if (response.status === 200 || response.status === 202) {
      const type = response.headers.get("content-type") ?? "";
      if (!type) throw new AuthError(400, "hook_payload_invalid_content_type", "Invalid Content-Type: Missing Content-Type header");
      if (!type.toLowerCase().startsWith("application/json")) {
        throw new AuthError(400, "hook_payload_invalid_content_type", `Invalid JSON response. Received content-type: ${type}`);
      }
      const error = hookError(text);
      if (error) throw error;
      return;
    }
    if ((response.status === 429 || response.status === 503) && response.headers.get("retry-after")) continue;
    if (response.status === 400) throw new AuthError(500, "unexpected_failure", "Invalid payload sent to hook");
    if (response.status === 401) throw new AuthError(500, "unexpected_failure", "Hook requires authorization token");
    throw new AuthError(500, "unexpected_failure", `Unexpected status code returned from hook: ${response.status}`);
  }
  throw new AuthError(422, "hook_timeout_after_retry", "Failed to reach hook after maximum retries");
}
