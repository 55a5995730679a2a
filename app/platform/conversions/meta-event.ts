import { createHash } from "node:crypto";

/**
 * Server events in the shape of Meta's Conversions API (POST /<pixel id>/events, `data` array). Pure: the
 * queue stores what this builds and sends it later. Identifiers that name a person (e-mail, our user id)
 * go out only as SHA-256 of their normalised form, as the API requires; IP address, user agent and Meta's
 * own cookies (_fbp, _fbc) go as they are, since the API needs them unhashed to match a browser.
 */
export type ConversionName = "CompleteRegistration" | "Subscribe" | "StartTrial";

export interface ConversionVisitor {
  ip: string;
  userAgent: string;
  fbp: string | null;
  fbc: string | null;
  /** The page the conversion happened on. */
  sourceUrl: string;
}

export interface ConversionFacts {
  name: ConversionName;
  eventId: string;
  at: Date;
  email: string;
  userId: string;
  /** Subscriptions: the price in cents and its currency; a trial is worth 0 now and the price later. */
  value?: { cents: number; currency: string; trial: boolean };
}

export interface MetaServerEvent {
  event_name: ConversionName;
  event_time: number;
  event_id: string;
  action_source: "website";
  event_source_url: string;
  user_data: {
    em: string[];
    external_id: string[];
    client_ip_address?: string;
    client_user_agent?: string;
    fbp?: string;
    fbc?: string;
  };
  custom_data?: { currency: string; value: number; predicted_ltv?: number };
}

export const sha256Hex = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** Meta's normalisation for e-mail: trimmed and lower-cased before hashing. */
export const hashedEmail = (email: string) => sha256Hex(email.trim().toLowerCase());

const euros = (cents: number) => Math.round(cents) / 100;

export function metaServerEvent(facts: ConversionFacts, visitor: ConversionVisitor): MetaServerEvent {
  const event: MetaServerEvent = {
    event_name: facts.name,
    event_time: Math.floor(facts.at.getTime() / 1000),
    event_id: facts.eventId,
    action_source: "website",
    event_source_url: visitor.sourceUrl,
    user_data: {
      em: [hashedEmail(facts.email)],
      external_id: [sha256Hex(facts.userId)],
      ...(visitor.ip ? { client_ip_address: visitor.ip } : {}),
      ...(visitor.userAgent ? { client_user_agent: visitor.userAgent } : {}),
      ...(visitor.fbp ? { fbp: visitor.fbp } : {}),
      ...(visitor.fbc ? { fbc: visitor.fbc } : {}),
    },
  };
  if (facts.value) {
    const currency = facts.value.currency.toUpperCase();
    const price = euros(facts.value.cents);
    event.custom_data = facts.value.trial ? { currency, value: 0, predicted_ltv: price } : { currency, value: price };
  }
  return event;
}

/** What the browser pixel sends for the same conversion (fbq("track", name, data, { eventID })). */
export interface PixelConversion {
  name: ConversionName;
  eventId: string;
  data?: MetaServerEvent["custom_data"];
}

export const pixelConversion = (event: MetaServerEvent): PixelConversion => ({
  name: event.event_name,
  eventId: event.event_id,
  ...(event.custom_data ? { data: event.custom_data } : {}),
});

/** Sends are given up after this many attempts (about a day with the default first delay of a minute). */
export const MAX_ATTEMPTS = 8;
