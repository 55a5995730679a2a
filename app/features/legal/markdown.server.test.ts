import { describe, expect, it } from "vitest";
import { headingId } from "./heading-id";
import { renderMarkdown } from "./markdown.server";

describe("renderMarkdown", () => {
  const doc = renderMarkdown("# Terms & *conditions*\n\nAs of: today\n\n## 1. Grundsätze\n\nText.\n\n### 3.1 Logdaten\n\n## Kontakt\n\n## Kontakt\n");

  it("splits title, intro and body at the first section", () => {
    expect(doc.title).toBe("Terms & conditions");
    expect(doc.intro).toBe("<p>As of: today</p>\n");
    expect(doc.body.startsWith('<h2 id="1-grundsaetze">1. Grundsätze</h2>')).toBe(true);
    expect(doc.body).not.toContain("<h1");
  });

  it("gives every section a unique id and lists sections two levels deep", () => {
    expect(doc.outline).toEqual([
      { id: "1-grundsaetze", text: "1. Grundsätze", depth: 2 },
      { id: "3-1-logdaten", text: "3.1 Logdaten", depth: 3 },
      { id: "kontakt", text: "Kontakt", depth: 2 },
      { id: "kontakt-2", text: "Kontakt", depth: 2 },
    ]);
    expect(doc.body).toContain('<h2 id="kontakt-2">');
  });

  it("shows raw HTML as text instead of passing it through", () => {
    const { body } = renderMarkdown('## A\n\n<script>alert(1)</script>\n\nInline <img src=x onerror="alert(1)"> here\n');
    expect(body).not.toMatch(/<script|<img/);
    expect(body).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("links only to local paths and safe schemes, and renders no images", () => {
    const { intro } = renderMarkdown(
      "[a](/de/terms) [b](#x) [c](https://example.com) [d](mailto:a@b.de) [e](javascript:alert(1)) [f](//evil.example) ![g](https://x.example/p.png)\n",
    );
    expect([...intro.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual(["/de/terms", "#x", "https://example.com", "mailto:a@b.de"]);
    expect(intro).toContain(" e f g");
    expect(intro).not.toContain("<img");
  });

  it("renders GFM tables for the blog", () => {
    expect(renderMarkdown("| a | b |\n| --- | --- |\n| 1 | 2 |\n").intro).toContain("<td>1</td>");
  });
});

describe("headingId", () => {
  it("transliterates German letters and drops punctuation", () => {
    expect(headingId("Umsatzsteuer-Identifikationsnummer")).toBe("umsatzsteuer-identifikationsnummer");
    expect(headingId("Haftung für Inhalte")).toBe("haftung-fuer-inhalte");
    expect(headingId("Straße & Café")).toBe("strasse-cafe");
    expect(headingId("§§ ")).toBe("section");
  });
});
