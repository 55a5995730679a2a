import { describe, expect, it } from "vitest";
import { localeFromPath, localizePath, preferredLocale, stripLocale } from "./locales";

describe("locale paths", () => {
  it("reads the language from the URL prefix only", () => {
    expect(localeFromPath("/")).toBe("en");
    expect(localeFromPath("/de")).toBe("de");
    expect(localeFromPath("/de/imprint")).toBe("de");
    expect(localeFromPath("/design")).toBe("en");
  });

  it("strips and adds the German prefix symmetrically", () => {
    expect(stripLocale("/de")).toBe("/");
    expect(stripLocale("/de/my/profile")).toBe("/my/profile");
    expect(stripLocale("/deals")).toBe("/deals");
    expect(localizePath("/", "de")).toBe("/de");
    expect(localizePath("/imprint", "de")).toBe("/de/imprint");
    expect(localizePath("/de/imprint", "en")).toBe("/imprint");
    expect(localizePath("imprint", "en")).toBe("/imprint");
  });
});

describe("Accept-Language", () => {
  it("picks the highest-weighted supported language", () => {
    expect(preferredLocale("de-DE,de;q=0.9,en;q=0.8")).toBe("de");
    expect(preferredLocale("fr-FR,en;q=0.5,de;q=0.7")).toBe("de");
    expect(preferredLocale("en-US,en;q=0.9,de;q=0.8")).toBe("en");
  });

  it("ignores unsupported, zero-weighted and missing values", () => {
    expect(preferredLocale("fr,es")).toBeNull();
    expect(preferredLocale("de;q=0,en;q=0.1")).toBe("en");
    expect(preferredLocale(null)).toBeNull();
    expect(preferredLocale("de;q=abc")).toBeNull();
  });
});
