import type { RouterContextProvider } from "react-router";
import { getEnv } from "#app/config/env.server";
import { operator } from "#app/config/operator";
import { sendMail } from "#app/platform/mail/mailer.server";
import { renderSupportMail } from "#app/platform/mail/templates/support-mail";
import { getRateLimiter } from "#app/platform/rate-limit/limiter.server";
import { accepted, actionContext, parseForm, reply, type FormAnswer } from "#app/lib/action.server";
import { botCheck } from "#app/platform/bot-check/guard.server";
import { isBot } from "#app/lib/honeypot";
import { supportInbox } from "./inbox";
import { supportSchema } from "./schema";
import { logger } from "#app/platform/log/logger.server";

/**
 * The support form: schema, honeypot, per-IP limit, then one mail to the operator with Reply-To set to
 * the sender. The sender gets the confirmation on the page only: a mail to the typed address would let
 * anyone send our mail to strangers. Every refusal returns the typed values so the form keeps them.
 */
export async function supportAction(request: Request, context: Readonly<RouterContextProvider>): Promise<FormAnswer<{ done: true }>> {
  const ctx = actionContext(context);
  const { locale, t, ip } = ctx;
  const form = await request.formData();
  const submission = parseForm(form, supportSchema, ctx);
  if (submission.status !== "success") return reply.invalid(submission);
  if ((await botCheck("support", form, ip)) === "refused") return reply.botCheck(submission, ctx);
  const sent = () => accepted(submission, { done: true as const });
  // A bot learns nothing: it sees the same confirmation as a person.
  if (isBot(form)) return sent();

  const limit = await getRateLimiter().consume("support.ip", ip);
  if (!limit.ok) return reply.tooMany(submission, limit.retryAfterSeconds, (minutes) => t("support:errors.tooMany", { count: minutes }));

  const env = getEnv();
  const values = submission.value;
  try {
    await sendMail({
      to: supportInbox({ supportInbox: env.SUPPORT_INBOX, operator, mailFrom: env.MAIL_FROM }),
      // The bare, validated address only: a display name typed into the form could smuggle in more recipients.
      replyTo: values.email,
      ...renderSupportMail(t, { ...values, locale }),
    });
  } catch (error) {
    logger.error({ err: error }, "support: SMTP refused the message");
    return reply.unavailable(submission, ctx);
  }
  return sent();
}
