/**
 * Cookie consent (§ 25 TDDDG, Art. 6(1)(a) GDPR): necessary cookies need none; analytics and marketing
 * run only after the visitor chose them. The choice is stored with the consent text's version and the
 * time, so a new version of the text asks again.
 */
export const CONSENT_VERSION = "2026-11-24";
export type ConsentCategory = "analytics" | "marketing";

export interface Consent {
  version: string;
  /** ISO time of the choice. */
  at: string;
  analytics: boolean;
  marketing: boolean;
}

/**
 * The version of the text the visitor chose under: the banner's version, marked when an advertising pixel is
 * configured, since the marketing category then names that service. Consent given before it named the
 * service is not informed consent to it, so the visitor is asked again.
 */
export const consentVersion = (advertisingPixel: boolean) => (advertisingPixel ? `${CONSENT_VERSION}+meta` : CONSENT_VERSION);

export function createConsent(choice: Record<ConsentCategory, boolean>, now: Date, version = CONSENT_VERSION): Consent {
  return { version, at: now.toISOString(), analytics: choice.analytics, marketing: choice.marketing };
}

/** A stored value counts only if it is well-formed and for the current text. */
export function validConsent(value: unknown, version = CONSENT_VERSION): Consent | null {
  if (!value || typeof value !== "object") return null;
  const candidate = value as Partial<Consent>;
  if (candidate.version !== version || typeof candidate.at !== "string") return null;
  if (typeof candidate.analytics !== "boolean" || typeof candidate.marketing !== "boolean") return null;
  return { version: candidate.version, at: candidate.at, analytics: candidate.analytics, marketing: candidate.marketing };
}

/** The three buttons of the banner and the settings form. */
export function choiceFromForm(intent: FormDataEntryValue | null, form: FormData): Record<ConsentCategory, boolean> | null {
  if (intent === "accept-all") return { analytics: true, marketing: true };
  if (intent === "reject-all") return { analytics: false, marketing: false };
  if (intent === "save") return { analytics: form.get("analytics") === "on", marketing: form.get("marketing") === "on" };
  return null;
}
