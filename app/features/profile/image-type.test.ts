import { describe, expect, it } from "vitest";
import { sniffImageType } from "./image-type";

describe("sniffImageType", () => {
  it("recognises the four avatar formats by their magic numbers", () => {
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xdb]))).toBe("jpeg");
    expect(sniffImageType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("png");
    expect(sniffImageType(Buffer.from("GIF87a...."))).toBe("gif");
    expect(sniffImageType(Buffer.from("GIF89a...."))).toBe("gif");
    expect(sniffImageType(Buffer.from("RIFF\x10\0\0\0WEBPVP8 "))).toBe("webp");
  });

  it("refuses text, SVG, other formats and too few bytes", () => {
    expect(sniffImageType(Buffer.from("hello, I am a photo.jpg"))).toBeNull();
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.from("RIFF\x10\0\0\0WAVEfmt "))).toBeNull();
    expect(sniffImageType(Uint8Array.from([0x49, 0x49, 0x2a, 0x00]))).toBeNull(); // TIFF
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8]))).toBeNull();
  });
});
