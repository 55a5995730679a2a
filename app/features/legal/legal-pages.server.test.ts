import { describe, expect, it } from "vitest";
import { getLegalPage, LEGAL_DOCUMENTS } from "./legal-pages.server";

describe("getLegalPage", () => {
  it.each(LEGAL_DOCUMENTS)("renders %s in both languages from the bundled Markdown", (document) => {
    const en = getLegalPage(document, "en");
    const de = getLegalPage(document, "de");
    expect(en.title).not.toBe(de.title);
    expect(en.outline.length).toBeGreaterThan(4);
    expect(en.intro).toContain(`href="/de/${document}"`);
    expect(de.intro).not.toContain("English");
    expect(en.body + de.body).not.toMatch(/\{\{|<script/);
  });

  it("shows the date each text applies from, formatted per language", () => {
    expect(getLegalPage("imprint", "de").intro).toContain("Stand: 26. November 2026");
    expect(getLegalPage("privacy", "en").intro).toContain("As of: 26 November 2026");
    expect(getLegalPage("terms", "de").intro).toContain("23. November 2026");
    expect(getLegalPage("refund", "en").intro).toContain("1 January 2026");
  });

  it("keeps the rendered page in memory", () => {
    expect(getLegalPage("terms", "en")).toBe(getLegalPage("terms", "en"));
  });
});
