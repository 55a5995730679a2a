import { createCookie } from "react-router";
import { getEnv, isHttps } from "#app/config/env.server";
import type { Organisation } from "#app/config/operator";
import { pixelSetup } from "#app/platform/conversions/config.server";
import { CONSENT_DAYS, consentIdOf, consentVersion, validConsent, type Consent, type ConsentCategory } from "./consent";

let cookie: ReturnType<typeof createCookie> | undefined;

function consentCookie() {
  const env = getEnv();
  cookie ??= createCookie("consent", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: isHttps(env),
    maxAge: CONSENT_DAYS * 24 * 60 * 60,
    secrets: [env.SESSION_SECRET],
  });
  return cookie;
}

async function storedConsent(request: Request): Promise<unknown> {
  const header = request.headers.get("Cookie");
  return header?.includes("consent=") ? consentCookie().parse(header) : null;
}

export async function readConsent(request: Request): Promise<Consent | null> {
  return validConsent(await storedConsent(request), currentConsentVersion());
}

/**
 * The current choice, and the record id of the device's earlier choice under any version of the text (null when
 * it has none): a new choice keeps that id, so the device's rows read as one history.
 */
export async function readConsentAndId(request: Request): Promise<{ consent: Consent | null; id: string | null }> {
  const stored = await storedConsent(request);
  return { consent: validConsent(stored, currentConsentVersion()), id: consentIdOf(stored) };
}

/** The version a choice made now is stored with, and the only one read back as valid. */
export const currentConsentVersion = () => consentVersion({ analytics: analyticsConfig() !== null, advertisingPixel: pixelSetup() !== null });

export function serializeConsent(consent: Consent): Promise<string> {
  return consentCookie().serialize(consent);
}

/** A choice as far as a service runs: "accept all" says yes to what is configured, and records nothing more. */
export function offeredChoice(choice: Record<ConsentCategory, boolean>): Record<ConsentCategory, boolean> {
  return { analytics: choice.analytics && analyticsConfig() !== null, marketing: choice.marketing && pixelSetup() !== null };
}

/** The one analytics tool the product supports, by configuration: Plausible (no cookies, EU-hosted). */
export function analyticsConfig() {
  const env = getEnv();
  return env.ANALYTICS_PLAUSIBLE_DOMAIN ? { domain: env.ANALYTICS_PLAUSIBLE_DOMAIN, src: env.ANALYTICS_PLAUSIBLE_SRC } : null;
}

const PLAUSIBLE_CLOUD = "https://plausible.io";

/**
 * Who runs the analytics the page loads, for the privacy policy: the same configuration that switches the
 * script on, so the two cannot disagree. Plausible's own cloud is Plausible Insights OÜ; a self-hosted
 * instance (any other script origin) runs on our hosting.
 */
export function analyticsProvider(hosting: Organisation): (Organisation & { product: string }) | undefined {
  const config = analyticsConfig();
  if (!config) return undefined;
  const cloud = new URL(config.src).origin === PLAUSIBLE_CLOUD;
  return { product: "Plausible Analytics", ...(cloud ? { name: "Plausible Insights OÜ", seat: "Tartu, Estonia" } : hosting) };
}
