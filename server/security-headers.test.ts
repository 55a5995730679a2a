import { describe, expect, test } from "vitest";
import { freshNonce, securityHeaders } from "./security-headers";

describe("CSP nonces", () => {
  test("are 16 fresh bytes each, also across refills of the pool", () => {
    const nonces = Array.from({ length: 600 }, () => freshNonce());
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });

  test("go into the scripts' and styles' sources of a policy that differs between requests only by them", () => {
    const handler = securityHeaders({ builtAssets: true, httpsOnly: true, imgOrigins: ["https://img.example"] });
    const answers = [1, 2].map(() => {
      const headers = new Map<string, string>();
      const res = { locals: {} as { cspNonce?: string }, setHeader: (name: string, value: string) => headers.set(name, value) };
      handler({} as never, res as never, () => {});
      return { nonce: res.locals.cspNonce!, policy: headers.get("Content-Security-Policy")! };
    });
    const [first, second] = answers.map(({ nonce, policy }) => policy.replaceAll(nonce, "N"));
    expect(first).toBe(second);
    expect(first).toContain("script-src 'self' 'nonce-N' 'strict-dynamic'");
    expect(first).toContain("style-src 'self' 'nonce-N'");
    expect(first).toContain("img-src 'self' data: blob: https://img.example");
    expect(answers[0]!.nonce).not.toBe(answers[1]!.nonce);
  });
});
