import { describe, expect, it } from "vitest";
import { MultipartFormatError, MultipartLimitError, MultipartParser, multipartBoundary } from "./multipart";

const BOUNDARY = "----formBoundary7MA4YWxk";
const limits = { maxFileBytes: 1000, maxFieldBytes: 100, maxParts: 5 };

function body(file: Buffer, name = "avatar.png") {
  return Buffer.concat([
    Buffer.from(`preamble\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nupload\r\n`),
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="avatar"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\nepilogue`),
  ]);
}

function parse(bytes: Buffer, chunkSize: number, options = limits) {
  const parser = new MultipartParser(BOUNDARY, options);
  for (let at = 0; at < bytes.length; at += chunkSize) parser.push(bytes.subarray(at, at + chunkSize));
  return parser.end();
}

describe("MultipartParser", () => {
  // File content that contains CRLFs, dashes and a near-boundary, to catch split-delimiter bugs.
  const file = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.from(`\r\n--${BOUNDARY.slice(0, 10)}\r\n--\r\n`), Buffer.alloc(50, 7)]);

  it("reads fields and files the same however the stream is chunked", () => {
    const bytes = body(file);
    for (const size of [1, 2, 3, 7, 13, 40, bytes.length]) {
      const result = parse(bytes, size);
      expect(result.fields).toEqual({ intent: "upload" });
      expect(result.files).toHaveLength(1);
      expect(result.files[0]).toMatchObject({ field: "avatar", filename: "avatar.png", contentType: "image/png" });
      expect(result.files[0]!.data.equals(file)).toBe(true);
    }
  });

  it("stops as soon as a file passes its limit, before the stream ends", () => {
    const bytes = body(Buffer.alloc(5000, 1));
    const parser = new MultipartParser(BOUNDARY, limits);
    let pushed = 0;
    expect(() => {
      for (; pushed < bytes.length; pushed += 100) parser.push(bytes.subarray(pushed, pushed + 100));
    }).toThrow(MultipartLimitError);
    expect(pushed).toBeLessThan(1400);
  });

  it("stops reading an endless line after a boundary, as it does over-long part headers", () => {
    const parser = new MultipartParser(BOUNDARY, limits);
    parser.push(Buffer.from(`--${BOUNDARY}`));
    let pushed = 0;
    expect(() => {
      for (; pushed < 1_000_000; pushed += 1000) parser.push(Buffer.alloc(1000, 0x20));
    }).toThrow(MultipartLimitError);
    expect(pushed).toBeLessThanOrEqual(9000);
    const headers = new MultipartParser(BOUNDARY, limits);
    headers.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="x"\r\nX-Filler: `));
    expect(() => {
      for (let n = 0; n < 1000; n++) headers.push(Buffer.alloc(1000, 0x61));
    }).toThrow(MultipartLimitError);
  });

  it("limits text fields and the number of parts", () => {
    const longField = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="x"\r\n\r\n${"a".repeat(200)}\r\n--${BOUNDARY}--`);
    expect(() => parse(longField, 16)).toThrow(MultipartLimitError);
    const many = Buffer.from(
      Array.from({ length: 6 }, (_, i) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`).join("") + `--${BOUNDARY}--`,
    );
    expect(() => parse(many, 64)).toThrow(MultipartLimitError);
  });

  it("hands the first bytes of each file to onFileStart", () => {
    const heads: string[] = [];
    const parser = new MultipartParser(BOUNDARY, limits, (part, head) => heads.push(`${part.filename}:${head.subarray(0, 4).toString("hex")}`));
    const bytes = body(file);
    for (let at = 0; at < bytes.length; at += 3) parser.push(bytes.subarray(at, at + 3));
    expect(heads).toEqual(["avatar.png:89504e47"]);
  });

  it("refuses a body that ends early or has no form-data parts", () => {
    const bytes = body(file);
    expect(() => parse(bytes.subarray(0, bytes.length - 20), 50)).toThrow(MultipartFormatError);
    expect(() => parse(Buffer.from(`--${BOUNDARY}\r\nContent-Type: text/plain\r\n\r\nx\r\n--${BOUNDARY}--`), 50)).toThrow(MultipartFormatError);
  });

  it("keeps quoted names with escaped quotes and an empty file part", () => {
    const bytes = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="avatar"; filename="a \\"b\\".png"\r\nContent-Type: application/octet-stream\r\n\r\n\r\n--${BOUNDARY}--\r\n`,
    );
    const result = parse(bytes, 5);
    expect(result.files[0]).toMatchObject({ filename: 'a "b".png', data: Buffer.alloc(0) });
  });
});

describe("multipartBoundary", () => {
  it("reads bare and quoted boundaries of multipart/form-data only", () => {
    expect(multipartBoundary(`multipart/form-data; boundary=${BOUNDARY}`)).toBe(BOUNDARY);
    expect(multipartBoundary('multipart/form-data; charset=utf-8; boundary="a b"')).toBe("a b");
    expect(multipartBoundary("application/x-www-form-urlencoded")).toBeNull();
    expect(multipartBoundary("multipart/mixed; boundary=x")).toBeNull();
    expect(multipartBoundary("multipart/form-data")).toBeNull();
    expect(multipartBoundary(null)).toBeNull();
  });
});
