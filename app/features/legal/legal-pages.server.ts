/**
 * The legal pages, rendered once per (document, language) and kept in memory: the Markdown is bundled
 * into the server build (no file reads relative to the working directory at runtime), the operator
 * config is compiled in too, so the result cannot change while the process runs.
 */
import type { RouterContextProvider } from "react-router";
import { getEnv } from "#app/config/env.server";
import { htmlForLoaderData } from "#app/lib/document-html.server";
import { operator, type LegalDocument, type OperatorConfig } from "#app/config/operator";
import { socialProfiles } from "#app/config/social.server";
import type { SocialProfiles } from "#app/config/site";
import { localeFromPath, type Locale } from "#app/platform/i18n/locales";
import { analyticsProvider } from "#app/platform/consent/consent.server";
import { conversionsApi, pixelSetup } from "#app/platform/conversions/config.server";
import { getPlanPrices, PRICE_WAIT_MS } from "#app/features/billing/prices.server";
import { fillPlaceholders } from "./fill-placeholders";
import type { LegalPrices } from "./statements";
import { renderMarkdown, type RenderedMarkdown } from "./markdown.server";
import { LEGAL_BODY_ID, type LegalPageData } from "./rendered";
import { within } from "#app/lib/within";

const sources = import.meta.glob<string>("../../content/legal/*/*.md", { query: "?raw", import: "default", eager: true });

export const LEGAL_DOCUMENTS = ["imprint", "privacy", "terms", "refund", "accessibility"] as const satisfies readonly LegalDocument[];

const cache = new Map<string, RenderedMarkdown>();

/** What the environment switches on: the privacy policy describes exactly what runs. */
type ConfiguredServices = Pick<OperatorConfig, "advertising" | "analytics">;

/** The Markdown of a legal text with every placeholder filled (also what the order confirmation carries). */
export function legalMarkdown(
  document: LegalDocument,
  locale: Locale,
  social: SocialProfiles = {},
  services: ConfiguredServices = {},
  prices?: LegalPrices,
): string {
  const source = sources[`../../content/legal/${locale}/${document}.md`];
  if (source === undefined) throw new Error(`No legal text for ${document}:${locale}`);
  const configured = { ...operator, social: { ...operator.social, ...social }, advertising: services.advertising, analytics: services.analytics };
  return fillPlaceholders(source, { operator: configured, locale, prices });
}

/**
 * `social`: the configured profiles, so the imprint names exactly the ones the footer links; `services`:
 * the configured pixel and analytics, so the privacy policy describes what runs; `prices`: the figures the
 * terms state, from Stripe (part of the cache key, since Stripe's prices may change while the process runs).
 */
export function getLegalPage(
  document: LegalDocument,
  locale: Locale,
  social: SocialProfiles = {},
  services: ConfiguredServices = {},
  prices?: LegalPrices,
): RenderedMarkdown {
  const figure = prices ? `${prices.followOnMonthly.cents}${prices.followOnMonthly.currency}` : "";
  const key = `${document}:${locale}:${figure}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const rendered = renderMarkdown(legalMarkdown(document, locale, social, services, prices));
  cache.set(key, rendered);
  return rendered;
}

/** The figures the terms state, from the same price read as /pricing, the order page and the schedule. */
async function legalPrices(): Promise<LegalPrices | undefined> {
  const prices = await within(getPlanPrices(), PRICE_WAIT_MS);
  return prices?.ok ? { followOnMonthly: { cents: prices.month.unitAmount, currency: prices.month.currency } } : undefined;
}

/** The loader of a legal route: the page in the URL's language. */
export async function loadLegalPage(
  document: LegalDocument,
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ page: LegalPageData }> {
  const services = {
    advertising: pixelSetup() ? { conversionsApi: conversionsApi() !== null } : undefined,
    analytics: analyticsProvider(operator.hosting),
  };
  const prices = document === "terms" ? await legalPrices() : undefined;
  const page = getLegalPage(document, localeFromPath(new URL(request.url).pathname), socialProfiles(getEnv()), services, prices);
  return { page: { ...page, body: htmlForLoaderData(request, context, LEGAL_BODY_ID, page.body) } };
}
