import type { TFunction } from "i18next";
import { renderToString } from "react-dom/server";
// react-i18next's own hook is what these tests compare the app's with.
// eslint-disable-next-line no-restricted-imports
import { I18nextProvider, useTranslation as useReactI18next } from "react-i18next";
import { RouterContextProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { getRenderInstance, i18nextMiddleware } from "./i18next.server";
import { useTranslation } from "./use-translation";

async function renderViewFor(path: string) {
  const context = new RouterContextProvider();
  await i18nextMiddleware(
    { request: new Request(`http://localhost${path}`), context, params: {}, url: new URL(`http://localhost${path}`), pattern: "" } as never,
    async () => new Response(),
  );
  return getRenderInstance(context);
}

const seen: TFunction[] = [];

/** Draws a few strings through the hook under test, and the same through react-i18next's own. */
function Strings({ hook }: { hook: typeof useTranslation }) {
  const { t: common, i18n } = hook();
  const { t: calculator } = hook("calculator");
  const { t: saved } = hook(["saved", "calculator"]);
  seen.push(common as TFunction);
  return (
    <p lang={i18n.language}>
      {common("footer.legal")}|{common("footer.copyright", { year: "2026" })}|{calculator("schedule.showMonthly", { count: 360 })}|
      {saved("calculator:schedule.showMonthly", { count: 2 })}
    </p>
  );
}

const render = (i18n: Awaited<ReturnType<typeof renderViewFor>>, hook: typeof useTranslation) =>
  renderToString(
    <I18nextProvider i18n={i18n}>
      <Strings hook={hook} />
    </I18nextProvider>,
  );

describe("useTranslation in a server render", () => {
  test("draws the same strings as react-i18next's hook, in both languages", async () => {
    for (const path of ["/", "/de/imprint"]) {
      const i18n = await renderViewFor(path);
      const ours = render(i18n, useTranslation);
      expect(ours).toBe(render(i18n, useReactI18next as typeof useTranslation));
      expect(ours).toContain("360");
      expect(ours).toContain(`lang="${path === "/" ? "en" : "de"}"`);
    }
    expect(render(await renderViewFor("/"), useTranslation)).not.toBe(render(await renderViewFor("/de"), useTranslation));
  });

  test("hands every render of a language the translator it made the first time", async () => {
    const english = await renderViewFor("/pricing");
    seen.length = 0;
    render(english, useTranslation);
    render(english, useTranslation);
    render(await renderViewFor("/de"), useTranslation);
    expect(seen[0]).toBe(seen[1]);
    expect(seen[2]).not.toBe(seen[0]);
    // react-i18next's own hook makes a new one for each render, which is the work this one saves.
    seen.length = 0;
    render(english, useReactI18next as typeof useTranslation);
    render(english, useReactI18next as typeof useTranslation);
    expect(seen[0]).not.toBe(seen[1]);
  });

  test("reads a call's own language, key prefix and fallback namespaces as react-i18next does", async () => {
    function Options({ hook }: { hook: typeof useTranslation }) {
      const { t: german } = hook("common", { lng: "de" });
      const { t: footer } = hook("common", { keyPrefix: "footer" });
      const { t: either } = hook(["saved", "calculator"], { nsMode: "fallback" });
      return (
        <p>
          {german("footer.legal")}|{footer("legal")}|{either("schedule.showMonthly", { count: 3 })}
        </p>
      );
    }
    const english = await renderViewFor("/");
    const draw = (hook: typeof useTranslation) =>
      renderToString(
        <I18nextProvider i18n={english}>
          <Options hook={hook} />
        </I18nextProvider>,
      );
    const ours = draw(useTranslation);
    expect(ours).toBe(draw(useReactI18next as typeof useTranslation));
    const [german, footer] = ours.replace(/<\/?p>/g, "").split("|");
    expect(german).not.toBe(footer);
  });

  test("refuses to render outside the provider instead of translating with nothing", () => {
    expect(() => renderToString(<Strings hook={useTranslation} />)).toThrow(/I18nextProvider/);
  });
});
