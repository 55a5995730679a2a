import { describe, expect, it } from "vitest";
import { movedPaths, resolveMovedPath } from "./redirects";

describe("moved paths", () => {
  it("every configured target resolves", () => {
    for (const from of Object.keys(movedPaths)) expect(resolveMovedPath(from)).not.toBeNull();
  });

  it("follows relative and allow-listed absolute targets only", () => {
    const table = {
      "/a": "/b",
      "/docs": "https://docs.example.org/x",
      "/evil": "https://evil.example/",
      "/js": "javascript:alert(1)",
      "/data": "data:text/html,x",
      "/proto": "//evil.example",
      "/plain": "http://docs.example.org/",
    };
    const hosts = ["docs.example.org"];
    expect(resolveMovedPath("/a", table, hosts)).toBe("/b");
    expect(resolveMovedPath("/docs", table, hosts)).toBe("https://docs.example.org/x");
    for (const refused of ["/evil", "/js", "/data", "/proto", "/plain", "/missing", "/constructor"]) {
      expect(resolveMovedPath(refused, table, hosts)).toBeNull();
    }
  });
});
