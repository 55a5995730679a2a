import { describe, expect, it } from "vitest";
import { createTokenSigner } from "./tokens.server";

const id = "6f1c1b4e-9a55-4d2e-8a0c-3f0e2b7d9a11";
const signer = createTokenSigner("a-session-secret-of-at-least-32-characters");

describe("newsletter link tokens", () => {
  it("verifies its own token for the same purpose and binding only", () => {
    const token = signer.sign("confirm", id, "1700000000000");
    expect(signer.subscriberId(token)).toBe(id);
    expect(signer.verify("confirm", token, "1700000000000")).toBe(true);
    expect(signer.verify("confirm", token, "1700000000001")).toBe(false);
    expect(signer.verify("unsubscribe", token)).toBe(false);
    expect(signer.verify("unsubscribe", signer.sign("unsubscribe", id))).toBe(true);
  });

  it("refuses tokens with another id, a changed signature, another secret, or a malformed shape", () => {
    const token = signer.sign("unsubscribe", id);
    const otherId = token.replace(id, "00000000-0000-4000-8000-000000000000");
    const flipped = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    const foreign = createTokenSigner("another-secret-of-at-least-32-characters").sign("unsubscribe", id);
    for (const bad of [otherId, flipped, foreign, `${token}.x`, "", "not-a-token", `${id}.`])
      expect(signer.verify("unsubscribe", bad), bad).toBe(false);
    expect(signer.subscriberId("../etc.passwd")).toBeNull();
  });
});
