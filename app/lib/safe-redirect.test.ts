import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it.each(["/", "/de/app", "/calculator?price=300000#results", "/my/settings"])("keeps the same-site path %s", (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "data:text/html,hi",
    "evil.example",
    "/%2F%2Fevil.example",
    "/%5Cevil.example",
    "%2F%2Fevil.example",
    "/%252F%252Fevil.example",
    "/\tevil",
    "/%09/evil.example",
    "",
    "/%E0%A4%A",
  ])("refuses %s", (payload) => {
    expect(safeRedirectPath(payload, "/fallback")).toBe("/fallback");
  });

  it("refuses non-strings", () => {
    expect(safeRedirectPath(undefined)).toBe("/");
    expect(safeRedirectPath(["/a"])).toBe("/");
  });
});
