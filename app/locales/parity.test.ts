import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "#app/platform/i18n/locales";

const root = join(import.meta.dirname);

function flatten(value: unknown, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === "string") out.set(prefix, value);
  else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  }
  return out;
}

const catalogue = (locale: string, namespace: string) => flatten(JSON.parse(readFileSync(join(root, locale, `${namespace}.json`), "utf8")));

const namespaces = [...new Set(LOCALES.flatMap((locale) => readdirSync(join(root, locale)).filter((f) => f.endsWith(".json"))))].map((f) =>
  f.replace(/\.json$/, ""),
);
const variables = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe("message catalogues", () => {
  it("exist for every namespace in every locale", () => {
    for (const locale of LOCALES) {
      const files = readdirSync(join(root, locale)).map((f) => f.replace(/\.json$/, ""));
      expect(files.sort(), locale).toEqual([...namespaces].sort());
    }
  });

  it.each(namespaces)("%s has the same keys, placeholders and no empty text in both locales", (namespace) => {
    const [en, de] = LOCALES.map((locale) => catalogue(locale, namespace)) as [Map<string, string>, Map<string, string>];
    expect(
      [...de.keys()].filter((key) => !en.has(key)),
      "only in de",
    ).toEqual([]);
    expect(
      [...en.keys()].filter((key) => !de.has(key)),
      "only in en",
    ).toEqual([]);
    for (const [key, text] of en) {
      expect(text.trim(), `${namespace}:${key} (en) is empty`).not.toBe("");
      expect(de.get(key)?.trim(), `${namespace}:${key} (de) is empty`).not.toBe("");
      expect(variables(de.get(key) ?? ""), `${namespace}:${key} placeholders`).toEqual(variables(text));
    }
  });
});
