/** schema.org data for search engines; the values come from the operator and site config, never invented. */
import { isPlaceholder, type OperatorConfig } from "#app/config/operator";
import { site, type SocialProfiles } from "#app/config/site";
import { absoluteUrl } from "./xml";

/** The square brand mark (vector, so any size search engines ask for). */
const LOGO_PATH = "/favicon.svg";

export interface OrganizationInput {
  siteUrl: string;
  operator: OperatorConfig;
  /** The profiles the site links to (footer); only configured ones. */
  social: SocialProfiles;
}

/** Organization: brand, URL, logo, profiles, and a contact e-mail once the operator has entered a real one. */
export function organizationJsonLd({ siteUrl, operator, social }: OrganizationInput): Record<string, unknown> {
  const legalName = `${operator.company} ${operator.legalForm}`;
  const sameAs = site.socialNetworks.flatMap((network) => (social[network] ? [social[network]] : []));
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: operator.brand,
    ...(isPlaceholder(legalName) ? {} : { legalName }),
    url: absoluteUrl(siteUrl, "/"),
    logo: absoluteUrl(siteUrl, LOGO_PATH),
    ...(sameAs.length > 0 ? { sameAs } : {}),
    ...(isPlaceholder(operator.email)
      ? {}
      : { contactPoint: { "@type": "ContactPoint", contactType: "customer support", email: operator.email, availableLanguage: ["en", "de"] } }),
  };
}
