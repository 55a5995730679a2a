import { describe, expect, it } from "vitest";
import { parseFrontMatter } from "./front-matter";

describe("parseFrontMatter", () => {
  it("reads quoted strings, lists and bare text, and returns the body", () => {
    const { data, body } = parseFrontMatter(
      '---\ntitle: "Kosten: \\"alles\\" drin"\ntags: ["a", "b c"]\ndate: 2026-11-20\n---\n\nFirst paragraph.\n',
    );
    expect(data).toEqual({ title: 'Kosten: "alles" drin', tags: ["a", "b c"], date: "2026-11-20" });
    expect(body).toBe("\nFirst paragraph.\n");
  });

  it("accepts Windows line endings", () => {
    expect(parseFrontMatter('---\r\ntitle: "A"\r\n---\r\nBody').data.title).toBe("A");
  });

  it("rejects files without front matter, broken lines, bad JSON and repeats", () => {
    expect(() => parseFrontMatter("# Just a heading")).toThrow(/Missing front matter/);
    expect(() => parseFrontMatter('---\ntitle "A"\n---\n')).toThrow(/not "key: value"/);
    expect(() => parseFrontMatter('---\ntitle: "A\n---\n')).toThrow(/not valid JSON/);
    expect(() => parseFrontMatter("---\ntags: [1, 2]\n---\n")).toThrow(/list of strings/);
    expect(() => parseFrontMatter('---\na: "1"\na: "2"\n---\n')).toThrow(/twice/);
  });
});
