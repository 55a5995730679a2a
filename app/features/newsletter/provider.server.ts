import { getEnv } from "#app/config/env.server";
import { getAdminClient } from "#app/platform/supabase/admin.server";
import { getInstance } from "#app/platform/i18n/i18next.server";
import { localizePath } from "#app/platform/i18n/locales";
import { sendMail } from "#app/platform/mail/mailer.server";
import type { RouterContextProvider } from "react-router";
import { createBrevoProvider } from "./brevo.server";
import { createOwnList, type OwnList } from "./own-list.server";
import type { NewsletterProvider } from "./provider";
import { subscriberStore } from "./store.server";
import { createTokenSigner } from "./tokens.server";

/** The own list (confirmation and unsubscribe pages use it whichever provider takes new sign-ups). */
export function ownList(context: Readonly<RouterContextProvider>): OwnList {
  const env = getEnv();
  const i18n = getInstance(context);
  return createOwnList({
    store: subscriberStore(getAdminClient()),
    tokens: createTokenSigner(env.SESSION_SECRET),
    send: sendMail,
    translator: (locale) => i18n.getFixedT(locale),
    appUrl: env.APP_URL,
  });
}

/** The provider new sign-ups go to: NEWSLETTER_PROVIDER, the own list unless configured otherwise. */
export function newsletterProvider(context: Readonly<RouterContextProvider>): NewsletterProvider {
  const env = getEnv();
  if (env.NEWSLETTER_PROVIDER !== "brevo") return ownList(context).provider;
  // parseEnv made sure these are set when the provider is brevo.
  return createBrevoProvider({
    apiUrl: env.BREVO_API_URL,
    apiKey: env.BREVO_API_KEY ?? "",
    listId: env.BREVO_LIST_ID ?? 0,
    templateIds: { en: env.BREVO_DOI_TEMPLATE_ID_EN ?? 0, de: env.BREVO_DOI_TEMPLATE_ID_DE ?? 0 },
    redirectionUrl: (locale) => new URL(`${localizePath("/newsletter", locale)}?confirmed=1`, env.APP_URL).href,
  });
}
