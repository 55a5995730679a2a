/**
 * The legal Markdown is content, but a gap in it is a legal risk: these tests hold every page to the
 * sections the issue lists, keep links alive and make sure each placeholder resolves in both languages.
 */
import { readFileSync } from "node:fs";
import { marked } from "marked";
import { describe, expect, it } from "vitest";
import { operator } from "#app/config/operator";
import type { Locale } from "#app/platform/i18n/locales";
import { fillPlaceholders } from "#app/features/legal/fill-placeholders";
import { completeOperator } from "#app/features/legal/test-operator";

const DOCUMENTS = ["imprint", "privacy", "terms", "refund", "accessibility"] as const;
const LOCALES: Locale[] = ["en", "de"];

function source(locale: Locale, document: string): string {
  return readFileSync(new URL(`./${locale}/${document}.md`, import.meta.url), "utf8");
}

function render(locale: Locale, document: string, config = completeOperator): string {
  return marked.parse(fillPlaceholders(source(locale, document), { operator: config, locale }), { async: false });
}

function headings(html: string, level: number): string[] {
  return [...html.matchAll(new RegExp(`<h${level}[^>]*>(.*?)</h${level}>`, "g"))].map((m) => m[1] ?? "");
}

const REQUIRED_IMPRINT_SECTIONS: Record<Locale, string[]> = {
  de: ["Vertreten durch", "Kontakt", "Registereintrag", "Umsatzsteuer-Identifikationsnummer", "Keine Abmahnung ohne vorherigen Kontakt", "Streitbeilegung", "Haftung für Inhalte", "Haftung für Links", "Kauf digitaler Produkte", "Datenschutz", "Urheberrecht", "Profile in sozialen Netzwerken"],
  en: ["Represented by", "Contact", "Commercial register", "VAT identification number", "No warning letter without prior contact", "Dispute resolution", "Liability for content", "Liability for links", "Purchase of digital products", "Privacy", "Copyright", "Social media profiles"],
};

describe.each(LOCALES)("legal pages in %s", (locale) => {
  it.each(DOCUMENTS)("%s fills with the default config, keeping placeholders visible", (document) => {
    const html = render(locale, document, operator);
    expect(html).not.toMatch(/\{\{|\}\}/);
    if (document !== "terms") expect(html).toContain("[[PLACEHOLDER:");
  });

  it.each(DOCUMENTS)("%s is complete once the operator config is", (document) => {
    const html = render(locale, document);
    expect(html).not.toContain("PLACEHOLDER");
    expect(source(locale, document)).not.toMatch(/<[a-z!/]/i);
  });

  it.each(DOCUMENTS)("%s links only to live pages and safe schemes", (document) => {
    const hrefs = [...render(locale, document).matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? "");
    const prefix = locale === "de" ? "/de" : "";
    const local = new Set(DOCUMENTS.map((d) => `${prefix}/${d}`));
    if (locale === "en") local.add(`/de/${document}`);
    for (const href of hrefs) {
      expect(local.has(href) || /^(mailto:|tel:\+|https:\/\/)/.test(href), href).toBe(true);
    }
    expect(hrefs.join(" ")).not.toContain("ec.europa.eu/consumers/odr");
  });

  it("imprint has every section the issue lists", () => {
    expect(headings(render(locale, "imprint"), 2)).toEqual(expect.arrayContaining(REQUIRED_IMPRINT_SECTIONS[locale]));
  });

  it("privacy policy keeps the spec's numbered structure", () => {
    const html = render(locale, "privacy");
    expect(headings(html, 2).map((h) => h.split(" ")[0])).toEqual(["1.", "2.", "3.", "4.", "5."]);
    expect(headings(html, 3).map((h) => h.split(" ")[0])).toEqual(["3.1", "3.2", "3.3", "3.4", "3.5", "3.6", "3.7", "3.8"]);
    for (const fact of ["14", "Supabase", "Stripe", "OpenAI", "Art. 45", "Art. 77", "TDDDG", "10"]) expect(html).toContain(fact);
  });

  it("refund policy has seven sections, a closing note and the model withdrawal form", () => {
    const sections = headings(render(locale, "refund"), 2);
    expect(sections.slice(0, 7).map((h) => h.split(" ")[0])).toEqual(["1.", "2.", "3.", "4.", "5.", "6.", "7."]);
    expect(sections).toHaveLength(8);
    expect(render(locale, "refund")).toContain(locale === "de" ? "Muster-Widerrufsformular" : "Model withdrawal form");
  });

  it("terms name the cancellation button and the consumer renewal rule", () => {
    const html = render(locale, "terms");
    expect(html).toContain(locale === "de" ? "Verträge hier kündigen" : "Cancel contracts here");
    expect(html).toContain(locale === "de" ? "Frist von einem Monat" : "with one month");
  });

  it("terms describe the AI features without an 'at your own risk' clause (§ 309 Nr. 7 BGB)", () => {
    const html = render(locale, "terms");
    expect(html).not.toMatch(/own risk|eigenes Risiko|eigene Gefahr/i);
    expect(html).toContain(locale === "de" ? "können sich irren" : "can be wrong");
  });
});

it("English texts point to the binding German version", () => {
  for (const document of DOCUMENTS) expect(source("en", document)).toContain(`[German version](/de/${document})`);
});
