import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter, RouterContextProvider } from "react-router";
import { getRenderInstance, i18nextMiddleware } from "#app/platform/i18n/i18next.server";

/** A component's HTML as the server renders it on the page at `path`: that page's language, a router there. */
export async function renderInLanguage(path: string, element: ReactElement): Promise<string> {
  const context = new RouterContextProvider();
  const url = new URL(`http://localhost${path}`);
  await i18nextMiddleware({ request: new Request(url), context, params: {}, url, pattern: "" } as never, async () => new Response());
  return renderToStaticMarkup(
    <I18nextProvider i18n={getRenderInstance(context)}>
      <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
    </I18nextProvider>,
  );
}
