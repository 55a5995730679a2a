import { RouterContextProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { getInstance, getRenderInstance, i18nextMiddleware } from "./i18next.server";

async function instancesFor(path: string) {
  const context = new RouterContextProvider();
  await i18nextMiddleware(
    { request: new Request(`http://localhost${path}`), context, params: {}, url: new URL(`http://localhost${path}`), pattern: "" } as never,
    async () => new Response(),
  );
  return { view: getRenderInstance(context), instance: getInstance(context) };
}

describe("the render view's remembered translations", () => {
  test("an interpolation and a plural read the same as i18next's own, the first time and the next", async () => {
    for (const path of ["/", "/de"]) {
      const { view, instance } = await instancesFor(path);
      const remembered = view.getFixedT(null, "calculator");
      const own = instance.getFixedT(null, "calculator");
      for (const count of [1, 2, 360]) {
        const expected = own("schedule.showMonthly", { count });
        expect(expected).toContain(String(count));
        expect(remembered("schedule.showMonthly", { count })).toBe(expected);
        expect(remembered("schedule.showMonthly", { count })).toBe(expected);
      }
      const pages = (t: (key: string, options: { count: number }) => string, count: number) => t("pages", { count });
      const rememberedPages = view.getFixedT(null, "attachments") as never;
      const ownPages = instance.getFixedT(null, "attachments") as never;
      expect(pages(rememberedPages, 1)).toBe(pages(ownPages, 1));
      expect(pages(rememberedPages, 2)).toBe(pages(ownPages, 2));
      expect(pages(rememberedPages, 1)).not.toBe(pages(rememberedPages, 2).replace("2", "1"));
      const common = view.getFixedT(null, "common");
      expect(common("footer.version", { version: "1.2.3", date: "24 November 2026" })).toBe(
        instance.getFixedT(null, "common")("footer.version", { version: "1.2.3", date: "24 November 2026" }),
      );
      // Different values are different entries, not the first one's answer.
      expect(common("footer.copyright", { year: "2026" })).toContain("2026");
      expect(common("footer.copyright", { year: "2027" })).toContain("2027");
    }
  });

  test("options with anything but plain values go to i18next every time", async () => {
    const { view, instance } = await instancesFor("/");
    const t = view.getFixedT(null, "common");
    const own = instance.getFixedT(null, "common");
    const nested = { version: { toString: () => "9.9.9" }, date: "today" };
    expect(t("footer.version", nested)).toBe(own("footer.version", nested));
    expect(t("footer.copyright", { year: -0 })).toBe(own("footer.copyright", { year: -0 }));
    expect(t("footer.copyright", { year: Number.NaN })).toBe(own("footer.copyright", { year: Number.NaN }));
  });

  test("past the bound (values from input), every answer is still i18next's own", async () => {
    const { view, instance } = await instancesFor("/de");
    const t = view.getFixedT(null, "common");
    const own = instance.getFixedT(null, "common");
    expect(t("footer.legal")).toBe(own("footer.legal"));
    for (let year = 0; year < 20_050; year += 1) t("footer.copyright", { year });
    expect(t("footer.copyright", { year: 20_049 })).toBe(own("footer.copyright", { year: 20_049 }));
    expect(t("footer.copyright", { year: 7 })).toBe(own("footer.copyright", { year: 7 }));
    expect(t("footer.legal")).toBe(own("footer.legal"));
  });
});
