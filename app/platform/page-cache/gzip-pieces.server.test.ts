import { deflateRawSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { deflatePieces, gzipJoined } from "./gzip-pieces.server";

const gzipOf = (pieces: string[], inserts: string[]) => {
  const buffers = pieces.map((piece) => Buffer.from(piece));
  const deflated = deflatePieces(buffers, Buffer.byteLength(inserts[0]!));
  return inserts.map((insert) => {
    const { chunks, length } = gzipJoined(buffers, deflated, Buffer.from(insert));
    const stream = Buffer.concat(chunks);
    expect(stream.length).toBe(length);
    return stream;
  });
};

describe("gzip of kept pieces", () => {
  it("decodes to the pieces joined with each insert, checked by gzip's own CRC-32 and length", () => {
    const html = '<html><head><script nonce="N">a()</script></head><body>' + '<p nonce="N">Grunderwerbsteuer und Notar</p>'.repeat(400);
    const pieces = html.split("N");
    const inserts = ["first+nonce/=", "0123456789abc", "=============", "\u00e4\u00f6\u00fc\u00df\u00c4\u00d6a"];
    gzipOf(pieces, inserts).forEach((stream, index) => {
      expect(gunzipSync(stream).toString()).toBe(pieces.join(inserts[index]));
    });
  });

  it("refers back across the inserts, never into them, so the page is as small as one stream would make it", () => {
    // The same text on both sides of every insert: only references to earlier pieces compress it well.
    const chunk = Array.from({ length: 300 }, (_, n) => `<tr><td>${(n * 7919) % 1000}</td><td>Zinsen ${n}</td></tr>`).join("");
    const pieces = [chunk, chunk, chunk, chunk];
    const [stream] = gzipOf(pieces, ["xxxxxxxxxxxxxxxxxxxxxxxx"]);
    const alone = deflateRawSync(chunk, { level: 9 }).length;
    expect(stream!.length).toBeLessThan(alone * 1.5);
  });

  it("keeps pieces apart when the page holds a NUL byte, and still decodes it", () => {
    const pieces = ["a\u0000\u0000\u0000\u0000b".repeat(50), "\u0000\u0000\u0000\u0000".repeat(50), "end"];
    const [stream] = gzipOf(pieces, ["XYZW"]);
    expect(gunzipSync(stream!).toString()).toBe(pieces.join("XYZW"));
  });

  it("holds pieces that are empty (an insert at either end, two side by side) and a page with none", () => {
    for (const pieces of [["", "middle", ""], ["a", "", "b"], ["only one piece"], [""]]) {
      const [stream] = gzipOf(pieces, ["Zz9"]);
      expect(gunzipSync(stream!).toString()).toBe(pieces.join("Zz9"));
    }
  });

  it("handles umlauts and pieces larger than deflate's 32 KB window", () => {
    const large = "Überweisung an das Finanzamt, Grundbuchamt und Notariat. ".repeat(2_000);
    const pieces = [large, large.toUpperCase(), "ß"];
    const [stream] = gzipOf(pieces, ["ä"]);
    expect(gunzipSync(stream!).toString()).toBe(pieces.join("ä"));
  });
});
