/**
 * The starter posts: front matter complete, translations linked both ways, and the transfer-tax table in
 * the post identical to the dated table the calculator uses (a stale rate in a post is the pitfall the
 * domain notes warn about).
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { TRANSFER_TAX_RATES, type StateCode } from "#app/features/calculation/transfer-tax";
import type { Locale } from "#app/platform/i18n/locales";

interface Post {
  locale: Locale;
  file: string;
  meta: Record<string, string>;
  body: string;
}

function readPosts(locale: Locale): Post[] {
  const dir = new URL(`./${locale}/`, import.meta.url);
  return readdirSync(dir)
    .filter((file) => file.endsWith(".md"))
    .map((file) => {
      const text = readFileSync(new URL(file, dir), "utf8");
      const [, header = "", body = ""] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
      const meta = Object.fromEntries(
        [...header.matchAll(/^(\w+): "(.*)"$/gm)].map((m) => [m[1] ?? "", m[2] ?? ""]),
      );
      return { locale, file, meta, body };
    });
}

const posts = [...readPosts("en"), ...readPosts("de")];

describe("blog starter posts", () => {
  it("has two posts per language", () => {
    expect(posts.filter((p) => p.locale === "en")).toHaveLength(2);
    expect(posts.filter((p) => p.locale === "de")).toHaveLength(2);
  });

  it.each(posts.map((p) => [p.file, p] as const))("%s has complete front matter", (file, post) => {
    expect(post.meta.slug).toBe(file.replace(/\.md$/, ""));
    expect(post.meta.title?.length).toBeGreaterThan(10);
    expect(post.meta.description?.length).toBeGreaterThan(50);
    expect(post.meta.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(post.body).toMatch(/^\n?[A-ZÄÖÜ]/);
  });

  it("links every post to its translation and back", () => {
    for (const post of posts) {
      const other = posts.find((p) => p.locale !== post.locale && p.meta.slug === post.meta.translationSlug);
      expect(other, post.file).toBeDefined();
      expect(other?.meta.translationSlug).toBe(post.meta.slug);
      expect(other?.meta.date).toBe(post.meta.date);
    }
  });

  it("writes German amounts the German way", () => {
    for (const post of posts.filter((p) => p.locale === "de")) {
      expect(post.body, post.file).not.toMatch(/\d,\d{3}(\.\d{2})? €/);
      expect(post.body).toMatch(/\d\.\d{3},\d{2} €|\d\.\d{3} €/);
    }
  });
});

const GERMAN_STATE_NAMES: Record<string, StateCode> = {
  "Baden-Württemberg": "BW", Bayern: "BY", Berlin: "BE", Brandenburg: "BB", Bremen: "HB", Hamburg: "HH",
  Hessen: "HE", "Mecklenburg-Vorpommern": "MV", Niedersachsen: "NI", "Nordrhein-Westfalen": "NW",
  "Rheinland-Pfalz": "RP", Saarland: "SL", Sachsen: "SN", "Sachsen-Anhalt": "ST", "Schleswig-Holstein": "SH",
  Thüringen: "TH",
};
const GERMAN_MONTHS = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"];

it("the transfer-tax table in the German post matches the calculator's dated table", () => {
  const post = posts.find((p) => p.meta.slug === "kaufnebenkosten-nach-bundesland");
  const rows = [...(post?.body ?? "").matchAll(/^\| ([^|]+?) \| (\d,\d) % \| (\d+)\. (\S+) (\d{4})/gm)];
  expect(rows).toHaveLength(16);
  for (const [, name = "", rate = "", day = "", month = "", year = ""] of rows) {
    const code = GERMAN_STATE_NAMES[name];
    expect(code, name).toBeDefined();
    const current = TRANSFER_TAX_RATES[code as StateCode].at(-1);
    const from = `${year}-${String(GERMAN_MONTHS.indexOf(month) + 1).padStart(2, "0")}-${day.padStart(2, "0")}`;
    expect({ name, percent: Number(rate.replace(",", ".")), from }).toEqual({ name, ...current });
  }
});
