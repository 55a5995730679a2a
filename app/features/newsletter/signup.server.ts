import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { withResponseFloor } from "#app/features/auth/response-floor.server";
import { readSessionUser } from "#app/features/auth/session.server";
import { getRateLimiter } from "#app/platform/rate-limit/limiter.server";
import { accepted, actionContext, parseForm, reply, type FormAnswer } from "#app/lib/action.server";
import { botCheck } from "#app/platform/bot-check/guard.server";
import { isBot } from "#app/lib/honeypot";
import { SIGNUP_SOURCES } from "./consent";
import { newsletterProvider } from "./provider.server";
import { logger } from "#app/platform/log/logger.server";

/**
 * Every answer that reaches the provider takes at least this long, so a known address (no mail) and a
 * new one (a mail) look alike; sending one mail took ~0.1 s locally, a hosted SMTP or API call up to ~0.6 s.
 */
const SIGNUP_FLOOR_MS = 900;

// The schema stays on the server: the form renders on every page, and zod would ship with each.
const signupSchema = z.object({
  email: z.string().trim().pipe(z.email().max(254)),
  source: z.enum(SIGNUP_SOURCES).catch("page"),
});

/** The page shows "check your inbox" for this address; the same answer whatever the address's state. */
export type NewsletterSent = { done: true; email: string };

/**
 * Newsletter sign-up (footer, blog and the newsletter page): honeypot, address check, per-IP limit, then
 * the provider's double opt-in. Whether the address is new, pending or subscribed, the answer is the
 * same "check your inbox" (no enumeration).
 */
export async function newsletterSignupAction(request: Request, context: Readonly<RouterContextProvider>): Promise<FormAnswer<NewsletterSent>> {
  const ctx = actionContext(context);
  const { locale, t, ip } = ctx;
  const form = await request.formData();
  const submission = parseForm(form, signupSchema, ctx);
  if (submission.status !== "success") return reply.invalid(submission);
  if ((await botCheck("newsletter", form, ip)) === "refused") return reply.botCheck(submission, ctx);
  const email = submission.value.email.toLowerCase();
  const sent = () => accepted(submission, { done: true as const, email });
  if (isBot(form)) return withResponseFloor(SIGNUP_FLOOR_MS, async () => sent());

  const limit = await getRateLimiter().consume("newsletter.ip", ip);
  if (!limit.ok) return reply.tooMany(submission, limit.retryAfterSeconds, (minutes) => t("newsletter:errors.tooMany", { count: minutes }));

  const user = await readSessionUser(context);
  return withResponseFloor(SIGNUP_FLOOR_MS, async () => {
    try {
      await newsletterProvider(context).subscribe({
        email,
        locale,
        source: submission.value.source,
        // Only the account's own (verified) address is linked: linking any typed address would let a
        // signed-in visitor read another person's subscription through row-level security.
        userId: user && user.email.toLowerCase() === email ? user.id : null,
      });
      return sent();
    } catch (error) {
      logger.error({ err: error }, "newsletter: sign-up failed");
      return reply.unavailable(submission, ctx);
    }
  });
}
