import type { Submission } from "@conform-to/zod/v4";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { getEnv } from "#app/config/env.server";
import { operator } from "#app/config/operator";
import { isBot } from "#app/lib/honeypot";
import { authRequest } from "#app/features/auth/request.server";
import { sendMail } from "#app/features/mail/mailer.server";
import { renderSupportMail } from "#app/features/mail/templates/support-mail";
import { getRateLimiter } from "#app/features/rate-limit/limiter";
import { supportInbox } from "./inbox";
import { supportSchema } from "./schema";

const refuse = (submission: Submission<unknown>, message: string, status: number, headers?: HeadersInit) =>
  data({ result: submission.reply({ formErrors: [message] }), done: false as const }, { status, headers });

/**
 * The support form: schema, honeypot, per-IP limit, then one mail to the operator with Reply-To set to
 * the sender. The sender gets the confirmation on the page only: a mail to the typed address would let
 * anyone send our mail to strangers. Every refusal returns the typed values so the form keeps them.
 */
export async function supportAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { locale, t, errorMap, ip } = authRequest(context);
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: supportSchema, error: errorMap });
  if (submission.status !== "success") return data({ result: submission.reply(), done: false as const }, { status: 400 });
  // A bot learns nothing: it sees the same confirmation as a person.
  if (isBot(form)) return data({ result: undefined, done: true as const });

  const limit = await getRateLimiter().consume("support.ip", ip);
  if (!limit.ok) {
    const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
    return refuse(submission, t("support:errors.tooMany", { minutes }), 429, { "Retry-After": String(limit.retryAfterSeconds) });
  }

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
    console.error(`support: SMTP refused the message: ${error instanceof Error ? error.message : String(error)}`);
    return refuse(submission, t("support:errors.sendFailed"), 503);
  }
  return data({ result: undefined, done: true as const });
}
