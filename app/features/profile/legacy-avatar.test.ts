import { describe, expect, it } from "vitest";
import { legacyAvatarSrc } from "./legacy-avatar";

describe("legacyAvatarSrc", () => {
  const bytes = (...values: number[]) => Buffer.from(values).toString("base64");

  it.each([
    ["jpeg", bytes(0xff, 0xd8, 0xff, 0xe0), "image/jpeg"],
    ["png", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a), "image/png"],
    ["gif", Buffer.from("GIF89a").toString("base64"), "image/gif"],
    ["webp", Buffer.from("RIFF\0\0\0\0WEBP").toString("base64"), "image/webp"],
  ])("types raw %s base64 by its first character", (_name, base64, type) => {
    expect(legacyAvatarSrc(base64)).toBe(`data:${type};base64,${base64}`);
  });

  it("keeps a data URI as it is", () => {
    const uri = "data:image/png;base64,iVBORw0KGgo=";
    expect(legacyAvatarSrc(uri)).toBe(uri);
  });

  it("shows nothing for empty, unknown or non-base64 values", () => {
    expect(legacyAvatarSrc(null)).toBeNull();
    expect(legacyAvatarSrc("  ")).toBeNull();
    expect(legacyAvatarSrc("AAAA")).toBeNull();
    expect(legacyAvatarSrc("i<script>")).toBeNull();
    expect(legacyAvatarSrc("javascript:alert(1)")).toBeNull();
  });
});
