import type { RouterContextProvider } from "react-router";
import { getRequestInfo } from "#app/lib/request-context";
import { logger } from "#app/platform/log/logger.server";
import { getRateLimiter } from "#app/platform/rate-limit/limiter.server";
import { getAdminClient } from "#app/platform/supabase/admin.server";
import type { Consent } from "./consent";

/**
 * Writes the choice to consent_records before the cookie that says it was made is set: a consent must be
 * demonstrable (Art. 7(1) GDPR), and a cookie on the visitor's device is not something we can show. Never
 * throws; false when the choice could not be recorded (the caller then grants nothing new, and a withdrawal
 * applies unrecorded). Every choice adds a row, so every choice is counted per IP: a withdrawal past the limit
 * still applies, it only goes unrecorded.
 */
export async function recordConsentChoice(context: Readonly<RouterContextProvider>, consent: Consent & { id: string }): Promise<boolean> {
  try {
    if (!(await getRateLimiter().consume("consent.ip", getRequestInfo(context).clientIp)).ok) return false;
    const { error } = await getAdminClient().from("consent_records").insert({
      consent_id: consent.id,
      version: consent.version,
      analytics: consent.analytics,
      marketing: consent.marketing,
      chosen_at: consent.at,
    });
    if (error) throw new Error(error.message);
    return true;
  } catch (error) {
    logger.error({ err: error }, "consent: the choice could not be recorded");
    return false;
  }
}
