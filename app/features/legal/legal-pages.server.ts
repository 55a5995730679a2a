/**
 * The four legal pages, rendered once per (document, language) and kept in memory: the Markdown is bundled
 * into the server build (no file reads relative to the working directory at runtime), the operator
 * config is compiled in too, so the result cannot change while the process runs.
 */
import { getEnv } from "#app/config/env.server";
import { operator, type LegalDocument, type OperatorConfig } from "#app/config/operator";
import { socialProfiles } from "#app/config/social.server";
import type { SocialProfiles } from "#app/config/site";
import { localeFromPath, type Locale } from "#app/features/i18n/locales";
import { analyticsProvider } from "#app/features/consent/consent.server";
import { conversionsApi, pixelSetup } from "#app/features/conversions/config.server";
import { fillPlaceholders } from "./fill-placeholders";
import { renderMarkdown, type RenderedMarkdown } from "./markdown.server";

const sources = import.meta.glob<string>("../../content/legal/*/*.md", { query: "?raw", import: "default", eager: true });

export const LEGAL_DOCUMENTS = ["imprint", "privacy", "terms", "refund"] as const satisfies readonly LegalDocument[];

const cache = new Map<string, RenderedMarkdown>();

/** What the environment switches on: the privacy policy describes exactly what runs. */
type ConfiguredServices = Pick<OperatorConfig, "advertising" | "analytics">;

/**
 * `social`: the configured profiles, so the imprint names exactly the ones the footer links; `services`:
 * the configured pixel and analytics, so the privacy policy describes what runs.
 */
export function getLegalPage(
  document: LegalDocument,
  locale: Locale,
  social: SocialProfiles = {},
  services: ConfiguredServices = {},
): RenderedMarkdown {
  const key = `${document}:${locale}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const source = sources[`../../content/legal/${locale}/${document}.md`];
  if (source === undefined) throw new Error(`No legal text for ${key}`);
  const configured = { ...operator, social: { ...operator.social, ...social }, advertising: services.advertising, analytics: services.analytics };
  const rendered = renderMarkdown(fillPlaceholders(source, { operator: configured, locale }));
  cache.set(key, rendered);
  return rendered;
}

/** The loader of a legal route: the page in the URL's language. */
export function loadLegalPage(document: LegalDocument, request: Request) {
  const services = {
    advertising: pixelSetup() ? { conversionsApi: conversionsApi() !== null } : undefined,
    analytics: analyticsProvider(operator.hosting),
  };
  return { page: getLegalPage(document, localeFromPath(new URL(request.url).pathname), socialProfiles(getEnv()), services) };
}
