/**
 * Cookie consent (§ 25 TDDDG, Art. 6(1)(a) GDPR): necessary cookies need none; analytics and marketing
 * run only after the visitor chose them. The choice is stored with the consent text's version and the
 * time, so a new version of the text asks again, and recorded on the server under the cookie's random id
 * (records.server.ts), so that a consent can be demonstrated (Art. 7(1) GDPR).
 */
export const CONSENT_VERSION = "2026-11-24";
/** How long a choice holds (the consent cookie's lifetime); its record is kept for the limitation period after. */
export const CONSENT_DAYS = 365;
export type ConsentCategory = "analytics" | "marketing";

export interface Consent {
  /** The random id the server recorded the choice under (consent_records.consent_id); kept by later choices. */
  id?: string;
  /** False when this choice, a withdrawal, could not be recorded (it applies all the same); absent when it was. */
  recorded?: false;
  version: string;
  /** ISO time of the choice. */
  at: string;
  analytics: boolean;
  marketing: boolean;
}

/**
 * The version of the text the visitor chose under: the banner's version, marked for each service that is
 * configured, since the banner then names it (analytics: Plausible; marketing: the Meta pixel). Consent given
 * before a service was named is not informed consent to it, so the visitor is asked again when one is added,
 * also an analytics tool after "accept all" was chosen while none ran.
 */
export const consentVersion = (services: { analytics: boolean; advertisingPixel: boolean }) =>
  `${CONSENT_VERSION}${services.analytics ? "+plausible" : ""}${services.advertisingPixel ? "+meta" : ""}`;

export function createConsent(choice: Record<ConsentCategory, boolean>, now: Date, version = CONSENT_VERSION, id?: string, recorded = true): Consent {
  return {
    ...(id ? { id } : {}),
    ...(recorded ? {} : { recorded: false as const }),
    version,
    at: now.toISOString(),
    analytics: choice.analytics,
    marketing: choice.marketing,
  };
}

const CATEGORIES = ["analytics", "marketing"] as const;

/** Whether a choice says yes to something the current one does not: only such a choice needs its record first. */
export const grantsMore = (choice: Record<ConsentCategory, boolean>, current: Record<ConsentCategory, boolean> | null) =>
  CATEGORIES.some((category) => choice[category] && !current?.[category]);

/**
 * What applies of a choice that grants more but could not be recorded: what it withdraws, never what it adds
 * (withdrawing must be as easy as consenting, Art. 7(3) GDPR). Null when that leaves the current choice as it is,
 * or when there is none: a visitor who tried to accept is not stored as having refused.
 */
export function withdrawalsOf(choice: Record<ConsentCategory, boolean>, current: Record<ConsentCategory, boolean> | null) {
  if (!current) return null;
  const applied = { analytics: choice.analytics && current.analytics, marketing: choice.marketing && current.marketing };
  return CATEGORIES.some((category) => applied[category] !== current[category]) ? applied : null;
}

/** Whether a choice allows anything beyond the necessary cookies. */
const allowsAny = (choice: Record<ConsentCategory, boolean>) => choice.analytics || choice.marketing;

const CONSENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The record id a stored value carries, whatever its version: a new choice on the same device keeps it. */
export function consentIdOf(value: unknown): string | null {
  const id = value && typeof value === "object" ? (value as Partial<Consent>).id : undefined;
  return typeof id === "string" && CONSENT_ID.test(id) ? id : null;
}

/**
 * A stored value counts only if it is well-formed and for the current text. A consent that allows anything
 * also needs its record's id: one we could not show we were given is not relied on, so the visitor is asked
 * again. A refusal needs none (nothing runs on it).
 */
export function validConsent(value: unknown, version = CONSENT_VERSION): Consent | null {
  if (!value || typeof value !== "object") return null;
  const candidate = value as Partial<Consent>;
  if (candidate.version !== version || typeof candidate.at !== "string") return null;
  if (typeof candidate.analytics !== "boolean" || typeof candidate.marketing !== "boolean") return null;
  const id = consentIdOf(candidate);
  if (!id && allowsAny({ analytics: candidate.analytics, marketing: candidate.marketing })) return null;
  return {
    ...(id ? { id } : {}),
    ...(candidate.recorded === false ? { recorded: false as const } : {}),
    version: candidate.version,
    at: candidate.at,
    analytics: candidate.analytics,
    marketing: candidate.marketing,
  };
}

/** The three buttons of the banner and the settings form. */
export function choiceFromForm(intent: FormDataEntryValue | null, form: FormData): Record<ConsentCategory, boolean> | null {
  if (intent === "accept-all") return { analytics: true, marketing: true };
  if (intent === "reject-all") return { analytics: false, marketing: false };
  if (intent === "save") return { analytics: form.get("analytics") === "on", marketing: form.get("marketing") === "on" };
  return null;
}
