import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { getInitialNamespaces } from "remix-i18next/client";
import { initClientI18n } from "#app/platform/i18n/i18next.client";
import { NonceContext } from "#app/lib/nonce";

const i18n = await initClientI18n(document.documentElement.lang || "en", getInitialNamespaces());
// The CSP nonce the server put on the page (the browser hides the attribute, not the property): the
// elements rendered with it (the stylesheet links, inline scripts) hydrate with the same value.
const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";

startTransition(() => {
  hydrateRoot(
    document,
    <NonceContext.Provider value={nonce}>
      <I18nextProvider i18n={i18n}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nextProvider>
    </NonceContext.Provider>,
  );
});
