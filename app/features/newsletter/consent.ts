/**
 * Id of the consent wording shown next to every sign-up button (`common:newsletterForm.consent` in both
 * languages). Each subscriber row stores the id it was shown, as proof of what was agreed to: change the
 * id whenever that wording changes in substance.
 */
export const NEWSLETTER_CONSENT_VERSION = "newsletter-consent-2026-11-22";

/** Where a sign-up form sits; stored with the consent. */
export const SIGNUP_SOURCES = ["footer", "blog", "page"] as const;
export type SignupSource = (typeof SIGNUP_SOURCES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The privacy policy's promises: confirmation links expire and unconfirmed sign-ups go after 30 days … */
export const CONFIRMATION_WINDOW_MS = 30 * DAY_MS;
/** … and the proof of an ended subscription is kept for up to three years. */
export const PROOF_RETENTION_MS = 3 * 365 * DAY_MS;
/** A repeated sign-up of a pending address sends no new mail within this time (no mail bombing). */
export const RESEND_INTERVAL_MS = 10 * 60 * 1000;
