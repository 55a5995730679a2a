import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { isBot } from "#app/lib/honeypot";
import { authRequest } from "#app/features/auth/request.server";
import { withResponseFloor } from "#app/features/auth/response-floor.server";
import { readSessionUser } from "#app/features/auth/session.server";
import { getRateLimiter } from "#app/features/rate-limit/limiter";
import { isSignupSource } from "./consent";
import { newsletterProvider } from "./provider.server";
import type { NewsletterSignupResult } from "./signup-result";

/**
 * Every answer that reaches the provider takes at least this long, so a known address (no mail) and a
 * new one (a mail) look alike; sending one mail took ~0.1 s locally, a hosted SMTP or API call up to ~0.6 s.
 */
export const SIGNUP_FLOOR_MS = 900;

const emailSchema = z.email().max(254);

const refuse = (email: string, error: string, status: number, headers?: HeadersInit) =>
  data<NewsletterSignupResult>({ done: false, email, error }, { status, headers });

/**
 * Newsletter sign-up (footer, blog and the newsletter page): honeypot, address check, per-IP limit, then
 * the provider's double opt-in. Whether the address is new, pending or subscribed, the answer is the
 * same "check your inbox" (no enumeration).
 */
export async function newsletterSignupAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { locale, t, errorMap, ip } = authRequest(context);
  const form = await request.formData();
  const typed = String(form.get("email") ?? "").trim().slice(0, 254);
  const parsed = emailSchema.safeParse(typed, { error: errorMap });
  if (!parsed.success) return refuse(typed, parsed.error.issues[0]?.message ?? t("validation:invalid"), 400);
  const email = parsed.data.toLowerCase();
  const sent = data<NewsletterSignupResult>({ done: true, email });
  if (isBot(form)) return withResponseFloor(SIGNUP_FLOOR_MS, async () => sent);

  const limit = await getRateLimiter().consume("newsletter.ip", ip);
  if (!limit.ok) {
    const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
    return refuse(typed, t("newsletter:errors.tooMany", { minutes }), 429, { "Retry-After": String(limit.retryAfterSeconds) });
  }

  const user = await readSessionUser(context);
  const source = form.get("source");
  return withResponseFloor(SIGNUP_FLOOR_MS, async () => {
    try {
      await newsletterProvider(context).subscribe({
        email,
        locale,
        source: isSignupSource(source) ? source : "page",
        // Only the account's own (verified) address is linked: linking any typed address would let a
        // signed-in visitor read another person's subscription through row-level security.
        userId: user && user.email.toLowerCase() === email ? user.id : null,
      });
      return sent;
    } catch (error) {
      console.error(`newsletter: sign-up failed: ${error instanceof Error ? error.message : String(error)}`);
      return refuse(typed, t("newsletter:errors.failed"), 503);
    }
  });
}
