import { describe, expect, it } from "vitest";
import { parseWebhookSecrets, signWebhookPayload, TIMESTAMP_TOLERANCE_SECONDS, verifyWebhook } from "./webhook-signature.server";

const SECRET = `v1,whsec_${Buffer.from("a-test-secret-of-enough-length!!").toString("base64")}`;
const OTHER = `v1,whsec_${Buffer.from("another-secret-entirely-12345678").toString("base64")}`;
const [key] = parseWebhookSecrets(SECRET);
const body = JSON.stringify({ user: { id: "u1" }, email_data: { email_action_type: "signup" } });
const now = 1_800_000_000;

function headers(options: { id?: string; timestamp?: number; signature?: string } = {}) {
  const id = options.id ?? "msg_1";
  const timestamp = String(options.timestamp ?? now);
  return new Headers({
    "webhook-id": id,
    "webhook-timestamp": timestamp,
    "webhook-signature": options.signature ?? `v1,${signWebhookPayload(key!, id, timestamp, body)}`,
  });
}

describe("verifyWebhook (Standard Webhooks)", () => {
  const keys = parseWebhookSecrets(SECRET);

  it("accepts a correctly signed request", () => {
    expect(verifyWebhook({ keys, headers: headers(), body, nowSeconds: now })).toBe(true);
  });

  it("refuses a tampered body, id or timestamp", () => {
    expect(verifyWebhook({ keys, headers: headers(), body: body.replace("signup", "recovery"), nowSeconds: now })).toBe(false);
    const signed = headers();
    signed.set("webhook-id", "msg_2");
    expect(verifyWebhook({ keys, headers: signed, body, nowSeconds: now })).toBe(false);
    const moved = headers();
    moved.set("webhook-timestamp", String(now + 1));
    expect(verifyWebhook({ keys, headers: moved, body, nowSeconds: now })).toBe(false);
  });

  it("refuses a stale or future timestamp beyond five minutes, even when signed", () => {
    const old = now - TIMESTAMP_TOLERANCE_SECONDS - 1;
    const oldSignature = `v1,${signWebhookPayload(key!, "msg_1", String(old), body)}`;
    expect(verifyWebhook({ keys, headers: headers({ timestamp: old, signature: oldSignature }), body, nowSeconds: now })).toBe(false);
    const edge = now - TIMESTAMP_TOLERANCE_SECONDS;
    const edgeSignature = `v1,${signWebhookPayload(key!, "msg_1", String(edge), body)}`;
    expect(verifyWebhook({ keys, headers: headers({ timestamp: edge, signature: edgeSignature }), body, nowSeconds: now })).toBe(true);
    const future = now + TIMESTAMP_TOLERANCE_SECONDS + 1;
    const futureSignature = `v1,${signWebhookPayload(key!, "msg_1", String(future), body)}`;
    expect(verifyWebhook({ keys, headers: headers({ timestamp: future, signature: futureSignature }), body, nowSeconds: now })).toBe(false);
  });

  it("refuses a signature made with another secret, and missing or malformed headers", () => {
    expect(verifyWebhook({ keys: parseWebhookSecrets(OTHER), headers: headers(), body, nowSeconds: now })).toBe(false);
    expect(verifyWebhook({ keys: [], headers: headers(), body, nowSeconds: now })).toBe(false);
    for (const name of ["webhook-id", "webhook-timestamp", "webhook-signature"]) {
      const partial = headers();
      partial.delete(name);
      expect(verifyWebhook({ keys, headers: partial, body, nowSeconds: now }), name).toBe(false);
    }
    expect(verifyWebhook({ keys, headers: headers({ signature: "v2,abc" }), body, nowSeconds: now })).toBe(false);
    const notNumeric = headers();
    notNumeric.set("webhook-timestamp", "1e9");
    expect(verifyWebhook({ keys, headers: notNumeric, body, nowSeconds: now })).toBe(false);
  });

  it("matches any listed signature against any key, for secret rotation", () => {
    const both = parseWebhookSecrets(`${OTHER}|${SECRET}`);
    expect(both).toHaveLength(2);
    const valid = signWebhookPayload(key!, "msg_1", String(now), body);
    for (const list of [`v1,Zm9v v1,${valid}`, `v1,Zm9v, v1,${valid}`]) {
      expect(verifyWebhook({ keys: both, headers: headers({ signature: list }), body, nowSeconds: now }), list).toBe(true);
    }
  });
});
