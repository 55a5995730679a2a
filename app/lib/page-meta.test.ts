import { describe, expect, it } from "vitest";
import { buildPageMeta } from "./page-meta";

describe("buildPageMeta", () => {
  it("gives a German page its canonical URL and both-way alternates", () => {
    const meta = buildPageMeta({ siteUrl: "https://kolleague.de", pathname: "/de/imprint", locale: "de", title: "Impressum", description: "d" });
    expect(meta.title).toBe("Impressum · Kolleague");
    expect(meta.canonical).toBe("https://kolleague.de/de/imprint");
    expect(meta.alternates).toEqual([
      { hrefLang: "en", href: "https://kolleague.de/imprint" },
      { hrefLang: "de", href: "https://kolleague.de/de/imprint" },
      { hrefLang: "x-default", href: "https://kolleague.de/imprint" },
    ]);
    expect(meta.ogLocale).toBe("de_DE");
  });

  it("takes per-language paths for pages whose slugs differ, and only the languages that exist", () => {
    const paths = { en: "/blog/annuity-loan-basics", de: "/de/blog/annuitaetendarlehen-einfach-erklaert" };
    const meta = buildPageMeta({ siteUrl: "https://kolleague.de", pathname: paths.de, locale: "de", title: "T", description: "d", paths });
    expect(meta.canonical).toBe("https://kolleague.de/de/blog/annuitaetendarlehen-einfach-erklaert");
    expect(meta.alternates).toEqual([
      { hrefLang: "en", href: "https://kolleague.de/blog/annuity-loan-basics" },
      { hrefLang: "de", href: "https://kolleague.de/de/blog/annuitaetendarlehen-einfach-erklaert" },
      { hrefLang: "x-default", href: "https://kolleague.de/blog/annuity-loan-basics" },
    ]);
    const germanOnly = buildPageMeta({
      siteUrl: "https://kolleague.de",
      pathname: "/de/blog/x",
      locale: "de",
      description: "d",
      paths: { de: "/de/blog/x" },
    });
    expect(germanOnly.alternates.map((a) => a.hrefLang)).toEqual(["de", "x-default"]);
    expect(germanOnly.alternates[1]?.href).toBe("https://kolleague.de/de/blog/x");
  });

  it.each(["//", "//:", "//[", "//evil.example"])("keeps the request path %s on the site's own origin", (pathname) => {
    const meta = buildPageMeta({ siteUrl: "https://kolleague.de", pathname, locale: "en", description: "d", noindex: true });
    for (const href of [meta.canonical, ...meta.alternates.map((a) => a.href)]) expect(new URL(href).origin).toBe("https://kolleague.de");
  });

  it("uses the product name alone on the landing page", () => {
    const meta = buildPageMeta({ siteUrl: "http://localhost:3000", pathname: "/", locale: "en", description: "Your digital AI colleague" });
    expect(meta.title).toBe("Kolleague");
    expect(meta.canonical).toBe("http://localhost:3000/");
    expect(meta.alternates[1]).toEqual({ hrefLang: "de", href: "http://localhost:3000/de" });
    expect(meta.image).toBe("http://localhost:3000/og-image.png");
  });
});
