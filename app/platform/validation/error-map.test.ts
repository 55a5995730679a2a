import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import de from "#app/locales/de/validation.json";
import en from "#app/locales/en/validation.json";
import { createErrorMap, translateMessage } from "./error-map";

async function translator(lng: "en" | "de") {
  const i18n = createInstance();
  await i18n.init({
    lng,
    resources: { en: { validation: en, calculator: { errors: { x: "Custom" } } }, de: { validation: de } },
    interpolation: { escapeValue: false },
  });
  return (schema: z.ZodType, input: unknown) => {
    const result = schema.safeParse(input, { error: createErrorMap(i18n.t, lng) });
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };
}

describe("validation messages", () => {
  it("says Required / Darf nicht leer sein for missing and empty values", async () => {
    const [enMessages, deMessages] = await Promise.all([translator("en"), translator("de")]);
    const schema = z.object({ name: z.string().min(1), age: z.number() });
    expect(enMessages(schema, { name: "" })).toEqual(["Required", "Required"]);
    expect(deMessages(schema, { name: "" })).toEqual(["Darf nicht leer sein", "Darf nicht leer sein"]);
  });

  it("names expected and received types", async () => {
    const en = await translator("en");
    const de = await translator("de");
    expect(en(z.number(), "12")).toEqual(["Expected a number, received text"]);
    expect(de(z.string(), 5)).toEqual(["Erwartet: Text, erhalten: eine Zahl"]);
  });

  it("covers inclusive, exclusive and exact bounds for strings, numbers, arrays and dates", async () => {
    const en = await translator("en");
    const de = await translator("de");
    expect(en(z.string().min(8), "short")).toEqual(["Must be at least 8 characters long"]);
    expect(en(z.string().length(4), "abc")).toEqual(["Must be exactly 4 characters long"]);
    expect(de(z.string().max(3), "abcd")).toEqual(["Darf höchstens 3 Zeichen lang sein"]);
    expect(en(z.number().gt(0), 0)).toEqual(["Must be greater than 0"]);
    expect(de(z.number().max(1000000), 2000000)).toEqual(["Darf höchstens 1.000.000 sein"]);
    expect(en(z.number().lt(5), 5)).toEqual(["Must be less than 5"]);
    expect(en(z.array(z.string()).min(2), ["a"])).toEqual(["Must contain at least 2 items"]);
    expect(de(z.array(z.string()).max(1), ["a", "b"])).toEqual(["Darf höchstens 1 Einträge enthalten"]);
    expect(de(z.date().min(new Date("2026-01-01")), new Date("2025-01-01"))).toEqual(["Muss am oder nach dem 1. Januar 2026 liegen"]);
    expect(en(z.date().max(new Date("2026-01-01")), new Date("2027-01-01"))).toEqual(["Must be on or before 1 January 2026"]);
  });

  it("handles e-mail, enum, literal, union, unrecognised keys and multiples", async () => {
    const en = await translator("en");
    const de = await translator("de");
    expect(en(z.email(), "nope")).toEqual(["Invalid email address"]);
    expect(de(z.email(), "nope")).toEqual(["Ungültige E-Mail-Adresse"]);
    expect(en(z.enum(["en", "de"]), "fr")).toEqual(["Invalid option. Expected one of: en, de"]);
    expect(en(z.literal("DELETE"), "delete")).toEqual(["Must be DELETE"]);
    expect(de(z.union([z.number(), z.boolean()]), "x")).toEqual(["Ungültige Eingabe"]);
    expect(en(z.strictObject({ a: z.string() }), { a: "x", b: 1 })).toEqual(["Unrecognised field(s): b"]);
    expect(en(z.number().multipleOf(5), 7)).toEqual(["Must be a multiple of 5"]);
  });

  it("keeps a schema's own message and translates catalogue keys", async () => {
    const en = await translator("en");
    expect(
      en(
        z.string().refine(() => false, "Passwords must match"),
        "x",
      ),
    ).toEqual(["Passwords must match"]);
    const i18n = createInstance();
    await i18n.init({ lng: "en", resources: { en: { calculator: { errors: { x: "Custom" } } } } });
    expect(translateMessage(i18n.t, "calculator:errors.x")).toBe("Custom");
    expect(translateMessage(i18n.t, "Plain text, kept.")).toBe("Plain text, kept.");
  });
});
