import type { RouterContextProvider } from "react-router";
import { getEnv } from "#app/config/env.server";
import { readConsent } from "#app/platform/consent/consent.server";
import { getRequestInfo } from "#app/lib/request-context";
import { conversionsApi, pixelSetup } from "./config.server";
import { metaServerEvent, pixelConversion, type ConversionFacts, type ConversionVisitor, type PixelConversion } from "./meta-event";
import { metaCookie } from "./meta-cookies.server";
import { pageAddress } from "./pixel-pages";
import { enqueueConversion } from "./queue.server";

/**
 * A conversion of a visitor who consented to marketing: queued for the Conversions API (when configured)
 * and returned for the browser pixel with the same event id. Without that consent, or without a pixel,
 * nothing is recorded or sent and the answer is null. Never throws.
 */
export async function recordConversion(
  request: Request,
  context: Readonly<RouterContextProvider>,
  facts: Omit<ConversionFacts, "eventId" | "at">,
  queue: { orderId?: string; held?: boolean } = {},
): Promise<PixelConversion | null> {
  if (!pixelSetup()) return null;
  const consent = await readConsent(request).catch(() => null);
  if (!consent?.marketing) return null;
  const visitor: ConversionVisitor = {
    ip: getRequestInfo(context).clientIp,
    userAgent: (request.headers.get("User-Agent") ?? "").slice(0, 500),
    fbp: metaCookie(request, "_fbp"),
    fbc: metaCookie(request, "_fbc"),
    // Never the query: calculator addresses carry purchase price, equity and tax rate.
    sourceUrl: pageAddress(getEnv().APP_URL, request.url),
  };
  const event = metaServerEvent({ ...facts, eventId: crypto.randomUUID(), at: new Date() }, visitor);
  // The recorded consent it rests on travels with the event (consent_records), so either can be shown later.
  if (conversionsApi()) await enqueueConversion({ event, userId: facts.userId, consentId: consent.id ?? null, ...queue });
  return pixelConversion(event);
}
