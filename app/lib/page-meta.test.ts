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

  it("uses the product name alone on the landing page", () => {
    const meta = buildPageMeta({ siteUrl: "http://localhost:3000", pathname: "/", locale: "en", description: "Your digital AI colleague" });
    expect(meta.title).toBe("Kolleague");
    expect(meta.canonical).toBe("http://localhost:3000/");
    expect(meta.alternates[1]).toEqual({ hrefLang: "de", href: "http://localhost:3000/de" });
    expect(meta.image).toBe("http://localhost:3000/og-image.png");
  });
});
