import { getEnv } from "#app/config/env.server";

const META_SCRIPT_DEFAULT_ORIGIN = "https://connect.facebook.net";

export interface PixelSetup {
  pixelId: string;
  scriptUrl: string;
  /** The Conversions API is configured too, so the banner says that our server reports to Meta. */
  serverEvents: boolean;
}

/** The browser pixel, when configured (it still loads only after consent to marketing). */
export function pixelSetup(): PixelSetup | null {
  const env = getEnv();
  return env.META_PIXEL_ID
    ? { pixelId: env.META_PIXEL_ID, scriptUrl: env.META_PIXEL_SCRIPT_URL, serverEvents: Boolean(env.META_CAPI_ACCESS_TOKEN) }
    : null;
}

export interface ConversionsApi {
  pixelId: string;
  accessToken: string;
  endpoint: string;
  testEventCode: string | null;
  firstRetrySeconds: number;
}

/** The Conversions API, when configured (pixel id and access token). */
export function conversionsApi(): ConversionsApi | null {
  const env = getEnv();
  if (!env.META_PIXEL_ID || !env.META_CAPI_ACCESS_TOKEN) return null;
  return {
    pixelId: env.META_PIXEL_ID,
    accessToken: env.META_CAPI_ACCESS_TOKEN,
    endpoint: `${env.META_GRAPH_URL.replace(/\/$/, "")}/${env.META_PIXEL_ID}/events`,
    testEventCode: env.META_TEST_EVENT_CODE ?? null,
    firstRetrySeconds: env.CONVERSIONS_RETRY_SECONDS,
  };
}

/**
 * What the CSP must allow for the pixel, only when it is configured: its script loads further scripts
 * (allowed by the nonce and strict-dynamic) and reports to facebook.com as an image or a beacon.
 */
export function pixelOrigins(): { img: string[]; connect: string[] } {
  const pixel = pixelSetup();
  if (!pixel) return { img: [], connect: [] };
  const scriptOrigin = new URL(pixel.scriptUrl).origin;
  const origins = scriptOrigin === META_SCRIPT_DEFAULT_ORIGIN ? ["https://www.facebook.com", META_SCRIPT_DEFAULT_ORIGIN] : [scriptOrigin];
  return { img: origins, connect: origins };
}
