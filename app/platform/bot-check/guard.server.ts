import { getRateLimiter } from "#app/platform/rate-limit/limiter.server";
import { botCheckConfig } from "./config.server";
import { tokenFrom } from "./provider";
import { verifyToken } from "./verify.server";

export type BotCheckForm = "signin" | "signup" | "reset" | "support" | "newsletter" | "declaration";

/**
 * Runs before any other work of a public form. A token is always verified; a failed one refuses. Without
 * a token (JavaScript off, or the provider could not be reached) the attempt passes while the form's
 * token-less attempts from this IP stay within `freeAttempts` an hour; above that the check is required.
 * So a JS-off visitor is never locked out under normal use, and honeypot and limits guard the rest.
 * The count is the rule bot-check.<form>.ip, which fails closed: a counter that cannot be kept throws.
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
  const counted = await getRateLimiter().consume(`bot-check.${form}.ip`, ip, config.freeAttempts);
  return counted.ok ? "ok" : "refused";
}
