import type { BotCheckConfig, BotCheckOutcome } from "./provider";

const TIMEOUT_MS = 5_000;

/**
 * Asks the provider whether `token` is a solved, unused challenge for our site key. Friendly Captcha v2's
 * siteverify takes JSON {response, sitekey} with the API key in X-API-Key and answers {success, …}; a
 * non-2xx answer or no answer means "unavailable", never "failed". It takes no client IP, so `ip` is not
 * sent (less data to the provider); the interface keeps it for providers that want it.
 */
export async function verifyToken(config: BotCheckConfig, token: string, _ip: string): Promise<BotCheckOutcome> {
  try {
    const response = await fetch(config.verifyUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", "X-API-Key": config.apiKey },
      body: JSON.stringify({ response: token, sitekey: config.siteKey }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) return "unavailable";
    const body = (await response.json()) as { success?: unknown };
    return body.success === true ? "passed" : "failed";
  } catch {
    return "unavailable";
  }
}
