import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter, RouterContextProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { getRenderInstance, i18nextMiddleware } from "./i18next.server";
import { useFormatDate } from "./use-locale";

async function renderAt(path: string, dates: string[]) {
  const context = new RouterContextProvider();
  await i18nextMiddleware(
    { request: new Request(`http://localhost${path}`), context, params: {}, url: new URL(`http://localhost${path}`), pattern: "" } as never,
    async () => new Response(),
  );
  function Dates() {
    const formatDate = useFormatDate();
    return <p>{dates.map(formatDate).join("|")}</p>;
  }
  return renderToString(
    <I18nextProvider i18n={getRenderInstance(context)}>
      <MemoryRouter initialEntries={[path]}>
        <Dates />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe("useFormatDate", () => {
  test("writes a long date in the page's language, on the day it is in Germany", async () => {
    const dates = ["2026-11-22", "2026-11-22T23:30:00Z", "2026-03-29T00:30:00Z"];
    // Twice each, in turns: a date written once for one language is not handed to the other.
    for (let round = 0; round < 2; round++) {
      expect(await renderAt("/imprint", dates)).toBe("<p>22 November 2026|23 November 2026|29 March 2026</p>");
      expect(await renderAt("/de/imprint", dates)).toBe("<p>22. November 2026|23. November 2026|29. März 2026</p>");
    }
  });
});
