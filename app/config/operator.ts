/**
 * Who runs Kolleague: the details German law requires on the imprint (§ 5 DDG, § 18 Abs. 2 MStV), in the
 * privacy policy (Art. 13 GDPR) and in the terms. The legal pages read every value from here through
 * `fillPlaceholders` (app/features/legal), so the operator edits one file and nothing in the Markdown.
 *
 * Every value we do not know yet is a visible `[[PLACEHOLDER: …]]`. `findPlaceholders` lists them; in
 * production `/readyz` fails while any remain, because publishing an imprint with gaps is a legal risk
 * (fines under the DDG, competitors' warning letters under the UWG).
 */
import type { Locale } from "#app/platform/i18n/locales";
import { site, type SocialProfiles } from "./site";

/** Text the operator writes once per language (the German text is the binding one). */
type LocalizedText = Record<Locale, string>;

/**
 * § 36 VSBG: a trader must say whether it takes part in consumer arbitration. Only traders with more than
 * ten employees (or those that promised to take part) must state it; saying "not willing and not obliged"
 * is the usual, truthful choice for a small company.
 */
type DisputeParticipation = "notWillingNotObliged" | "willing" | "obliged";

export interface Organisation {
  /** Legal name as it appears in contracts, e.g. "OpenAI Ireland Ltd." */
  name: string;
  /** City and country, e.g. "Dublin, Ireland". Addresses are not required for recipients (Art. 13 GDPR). */
  seat: string;
}

export interface OperatorConfig {
  /** The product's brand; not a legal name. */
  brand: string;
  company: string;
  legalForm: string;
  /** Managing director(s) or owner who may legally represent the company. */
  representatives: string;
  address: { street: string; postalCode: string; city: string; country: LocalizedText };
  email: string;
  /** International format for the tel: link, e.g. "+49 89 1234567". */
  phone: string;
  register: { court: string; number: string };
  /** Umsatzsteuer-Identifikationsnummer (§ 27a UStG). */
  vatId: string;
  /** Regulated professions only (chamber, supervisory authority); undefined for a software company. */
  professionalRegulation?: LocalizedText;
  /** Person responsible for editorial content such as the blog (§ 18 Abs. 2 MStV), with address. */
  editorialResponsible: string;
  messaging: { service: string; url: string; provider: Organisation };
  social: SocialProfiles;
  consumerDispute: { participation: DisputeParticipation; body?: { name: string; url: string } };
  /** Only when one is appointed (§ 38 BDSG: from 20 people regularly processing personal data). */
  dataProtectionOfficer?: { name: string; email: string };
  /** Supervisory authority of the federal state where the operator has its seat (Art. 77 GDPR). */
  dataProtectionAuthority: { name: string; url: string };
  hosting: Organisation & { location: LocalizedText };
  mailProvider: Organisation;
  /** The OpenAI-compatible model API that receives chat messages. */
  aiProvider: Organisation & {
    product: string;
    /**
     * How long the provider keeps what it receives, as the privacy policy's sentence "According to the
     * provider, it stores the content …" continues it. Change it with the provider or its contract (e.g. a
     * zero-data-retention agreement).
     */
    retention: LocalizedText;
  };
  /** Undefined: the newsletter goes out from our own list over our mail provider. */
  newsletterProvider?: Organisation & { product: string };
  /**
   * Filled from the environment (ANALYTICS_PLAUSIBLE_*), the configuration that loads the script after
   * consent; undefined: no analytics at all.
   */
  analytics?: Organisation & { product: string };
  /** Filled from the environment (META_*): the advertising pixel, and whether the Conversions API is used too. */
  advertising?: { conversionsApi: boolean };
}

/** Marks a value the operator still has to supply; `findPlaceholders` looks for this prefix. */
export const PLACEHOLDER_PREFIX = "[[PLACEHOLDER:";

/** True while a configured value is still a placeholder the operator has to replace. */
export function isPlaceholder(value: string): boolean {
  return value.includes(PLACEHOLDER_PREFIX);
}

function placeholder(what: string): string {
  return `${PLACEHOLDER_PREFIX} ${what}]]`;
}

export const operator: OperatorConfig = {
  brand: site.name,
  company: placeholder("company legal name"),
  legalForm: placeholder("legal form, e.g. GmbH or UG (haftungsbeschränkt)"),
  representatives: placeholder("managing director(s)"),
  address: {
    street: placeholder("street and number"),
    postalCode: placeholder("postal code"),
    city: placeholder("city"),
    country: { en: "Germany", de: "Deutschland" },
  },
  email: placeholder("contact e-mail address"),
  phone: placeholder("phone number, e.g. +49 89 1234567"),
  register: {
    court: placeholder("register court, e.g. Amtsgericht München"),
    number: placeholder("commercial register number, e.g. HRB 123456"),
  },
  vatId: placeholder("VAT identification number, e.g. DE123456789"),
  editorialResponsible: placeholder("person responsible for editorial content, name and address"),
  messaging: {
    service: placeholder("messaging service, e.g. Signal or WhatsApp"),
    url: placeholder("messaging link (https), e.g. a signal.me or wa.me link"),
    provider: {
      name: placeholder("messaging provider legal name"),
      seat: placeholder("messaging provider city and country"),
    },
  },
  social: {},
  consumerDispute: { participation: "notWillingNotObliged" },
  dataProtectionAuthority: {
    name: placeholder("data protection authority of the operator's federal state"),
    url: placeholder("https address of that authority"),
  },
  hosting: {
    name: placeholder("hosting provider legal name"),
    seat: placeholder("hosting provider city and country"),
    location: {
      en: placeholder("data centre location, e.g. Frankfurt am Main, Germany"),
      de: placeholder("Standort des Rechenzentrums, z. B. Frankfurt am Main, Deutschland"),
    },
  },
  mailProvider: {
    name: placeholder("e-mail (SMTP) provider legal name"),
    seat: placeholder("e-mail provider city and country"),
  },
  aiProvider: {
    product: "OpenAI API",
    name: placeholder("AI provider legal entity, e.g. OpenAI Ireland Ltd."),
    seat: placeholder("AI provider city and country, e.g. Dublin, Ireland"),
    // OpenAI's default for the API: abuse-monitoring logs for up to 30 days, unless the law requires more.
    retention: {
      en: "for up to 30 days to detect abuse, unless the law requires it to keep it longer, and then deletes it",
      de: "bis zu 30 Tage lang, um Missbrauch zu erkennen, sofern das Gesetz keine längere Aufbewahrung verlangt, und löscht sie danach",
    },
  },
};

/** Dates the legal texts show; ISO so code can compare them and format them per locale. */
export const LEGAL_DATES = {
  privacyAsOf: "2026-11-26",
  imprintAsOf: "2026-11-26",
  termsEffective: "2026-11-23",
  refundEffective: "2026-01-01",
  accessibilityAsOf: "2026-11-26",
} as const;

/**
 * Ids of the text versions a user saw; stored with an acceptance (checkout, sign-up) so we can prove which
 * text applied. Change the id whenever the text changes in substance.
 */
export const LEGAL_TEXT_VERSIONS = {
  imprint: "imprint-2026-11-26",
  privacy: "privacy-2026-11-26",
  terms: "terms-2026-11-26",
  refund: "refund-2026-11-26",
  accessibility: "accessibility-2026-11-26",
} as const;

export type LegalDocument = keyof typeof LEGAL_TEXT_VERSIONS;

/** Dotted paths ("address.street", "messaging.provider.name") of every value still holding a placeholder. */
export function findPlaceholders(config: OperatorConfig): string[] {
  const found: string[] = [];
  const walk = (value: unknown, path: string): void => {
    if (typeof value === "string") {
      if (isPlaceholder(value)) found.push(path);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, `${path}.${index}`));
    } else if (value !== null && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) walk(child, path ? `${path}.${key}` : key);
    }
  };
  walk(config, "");
  return found;
}
