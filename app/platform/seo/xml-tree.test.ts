import { describe, expect, it } from "vitest";
import { parseXml } from "./xml-tree";

describe("parseXml", () => {
  it("reads elements, attributes, text and entities", () => {
    const root = parseXml('<?xml version="1.0"?>\n<a x="1 &amp; 2"><b>T&#252;r &lt;3</b><c y=\'z\'/></a>\n');
    expect(root.name).toBe("a");
    expect(root.attributes).toEqual({ x: "1 & 2" });
    expect(root.children.map((c) => c.name)).toEqual(["b", "c"]);
    expect(root.children[0]?.text).toBe("Tür <3");
    expect(root.children[1]?.attributes.y).toBe("z");
  });

  it.each([
    ["<a><b></a></b>", /closes/],
    ["<a>", /never closed/],
    ["<a/><b/>", /Second root/],
    ["<a>x & y</a>", /Bare &/],
    ["<a>1 > 0</a>", /Bare >/],
    ['<a x="1" x="2"/>', /repeated/],
    ["<a x=1/>", /Malformed/],
    ["text<a/>", /outside the root/],
  ])("rejects %s", (xml, message) => {
    expect(() => parseXml(xml)).toThrow(message);
  });
});
