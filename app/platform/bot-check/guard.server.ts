import { consumeRateLimit } from "#app/platform/rate-limit/counter.server";
import { counterKey } from "#app/platform/rate-limit/counter-key";
import { botCheckConfig } from "./config.server";
import { tokenFrom } from "./provider";
import { verifyToken } from "./verify.server";

export type BotCheckForm = "signup" | "reset" | "support" | "newsletter" | "declaration";

const WINDOW_SECONDS = 3600;

/**
 * Runs before any other work of a public form. A token is always verified; a failed one refuses. Without
 * a token (JavaScript off, or the provider could not be reached) the attempt passes while the form's
 * token-less attempts from this IP stay within `freeAttempts` an hour; above that the check is required.
 * So a JS-off visitor is never locked out under normal use, and honeypot and limits guard the rest.
 */
export async function botCheck(form: BotCheckForm, formData: FormData, ip: string): Promise<"ok" | "refused"> {
  const config = botCheckConfig();
  if (!config) return "ok";
  const token = tokenFrom(formData);
  if (token) {
    const outcome = await verifyToken(config, token, ip);
    if (outcome === "passed") return "ok";
    if (outcome === "failed") return "refused";
    // Provider down: the visitor is no bot suspect for that; fall through to the token-less rule.
  }
  const key = counterKey({ name: `bot-check:${form}`, limit: config.freeAttempts, windowSeconds: WINDOW_SECONDS, subject: ip, kind: "ip" });
  const counted = await consumeRateLimit(key, WINDOW_SECONDS, config.freeAttempts);
  return counted.allowed ? "ok" : "refused";
}
