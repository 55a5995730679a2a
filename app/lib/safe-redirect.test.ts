import { describe, expect, it } from "vitest";
import { safeLocation, safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it.each(["/", "/de/app", "/calculator?price=300000#results", "/my/settings", "/my/", "/calculator?back=//x"])(
    "keeps the same-site path %s",
    (path) => {
      expect(safeRedirectPath(path)).toBe(path);
    },
  );

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
    "/x/..//evil.example",
    "/./..//evil.example",
    "/x/%2e%2e//evil.example",
    "/x/%252e%252e//evil.example",
    "/x/.%2e//evil.example",
    "/de/..",
    "/.",
    "/de//evil.example",
    "/de//evil.example?x=1",
    "/de/%2F/evil.example",
    "/de%2F%2Fevil.example",
    "/x//y",
  ])("refuses %s", (payload) => {
    expect(safeRedirectPath(payload, "/fallback")).toBe("/fallback");
  });

  it("refuses non-strings", () => {
    expect(safeRedirectPath(undefined)).toBe("/");
    expect(safeRedirectPath(["/a"])).toBe("/");
  });

  it.each(["/a..b", "/..a/", "/x/.well-known", "/calculator?back=/x/../y"])("keeps dots that are not whole path segments: %s", (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });
});

describe("safeLocation", () => {
  it.each(["/", "/de/app?x=1", "https://checkout.stripe.com/c/pay/cs_test_1", "http://127.0.0.1:12111/checkout/cs_1"])(
    "lets %s through",
    (location) => {
      expect(safeLocation(location)).toBe(location);
    },
  );

  it.each([
    "//evil.example",
    "/\\evil.example",
    "/x/..//evil.example",
    "javascript:alert(1)",
    "https:/\\evil.example",
    "http://evil.example\\@x",
    " //evil.example",
  ])("replaces %s with the fallback", (location) => {
    expect(safeLocation(location, "/home")).toBe("/home");
  });
});
