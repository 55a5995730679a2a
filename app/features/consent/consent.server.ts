import { createCookie } from "react-router";
import { getEnv, isHttps } from "#app/config/env.server";
import { validConsent, type Consent } from "./consent";

let cookie: ReturnType<typeof createCookie> | undefined;

function consentCookie() {
  const env = getEnv();
  cookie ??= createCookie("consent", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: isHttps(env),
    maxAge: 365 * 24 * 60 * 60,
    secrets: [env.SESSION_SECRET],
  });
  return cookie;
}

export async function readConsent(request: Request): Promise<Consent | null> {
  const header = request.headers.get("Cookie");
  if (!header?.includes("consent=")) return null;
  return validConsent(await consentCookie().parse(header));
}

export function serializeConsent(consent: Consent): Promise<string> {
  return consentCookie().serialize(consent);
}

/** The one analytics tool the product supports, by configuration: Plausible (no cookies, EU-hosted). */
export function analyticsConfig() {
  const env = getEnv();
  return env.ANALYTICS_PLAUSIBLE_DOMAIN ? { domain: env.ANALYTICS_PLAUSIBLE_DOMAIN, src: env.ANALYTICS_PLAUSIBLE_SRC } : null;
}
