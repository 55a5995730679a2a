/**
 * Cookie consent (§ 25 TDDDG, Art. 6(1)(a) GDPR): necessary cookies need none; analytics and marketing
 * run only after the visitor chose them. The choice is stored with the consent text's version and the
 * time, so a new version of the text asks again.
 */
export const CONSENT_VERSION = "2026-11-22";
export type ConsentCategory = "analytics" | "marketing";

export interface Consent {
  version: string;
  /** ISO time of the choice. */
  at: string;
  analytics: boolean;
  marketing: boolean;
}

export function createConsent(choice: Record<ConsentCategory, boolean>, now: Date): Consent {
  return { version: CONSENT_VERSION, at: now.toISOString(), analytics: choice.analytics, marketing: choice.marketing };
}

/** A stored value counts only if it is well-formed and for the current text. */
export function validConsent(value: unknown): Consent | null {
  if (!value || typeof value !== "object") return null;
  const candidate = value as Partial<Consent>;
  if (candidate.version !== CONSENT_VERSION || typeof candidate.at !== "string") return null;
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
