import type { RouterContextProvider } from "react-router";
import { getEnv } from "#app/config/env.server";
import { localizePath } from "#app/platform/i18n/locales";
import { getSupabase } from "#app/platform/supabase/client.server";
import { isUnavailable } from "#app/platform/supabase/errors";
import { accepted, actionContext, parseForm, reply, type FormAnswer } from "#app/lib/action.server";
import { botCheck } from "#app/platform/bot-check/guard.server";
import { isBot } from "#app/lib/honeypot";
import { consumeAuthAttempt } from "./attempt-limits.server";
import { RESPONSE_FLOOR_MS, withResponseFloor } from "./response-floor.server";
import { resetSchema } from "./schemas";

/** Where the recovery link leads after /auth/confirm has opened the recovery session. */
const NEW_PASSWORD_PATH = "/reset/password";

/** The one success answer, the same whether or not the address has an account. */
type MailSent = { done: true; email: string };

/**
 * Reset: mails a recovery link when the address has an account, and answers the same either way. Only a
 * failure of the request itself shows the spec's error message; a backend that cannot answer gets 503.
 */
export async function resetAction(request: Request, context: Readonly<RouterContextProvider>): Promise<FormAnswer<MailSent>> {
  const ctx = actionContext(context);
  const { locale, t, ip } = ctx;
  const form = await request.formData();
  const submission = parseForm(form, resetSchema, ctx);
  if (submission.status !== "success") return reply.invalid(submission);
  if ((await botCheck("reset", form, ip)) === "refused") return reply.botCheck(submission, ctx);
  const { email } = submission.value;
  const sent = () => accepted(submission, { done: true as const, email });
  if (isBot(form)) return withResponseFloor(RESPONSE_FLOOR_MS.reset, async () => sent());

  const wait = await consumeAuthAttempt("reset", email, ip);
  if (wait !== null) return reply.tooMany(submission, wait, (minutes) => t("auth:errors.tooManyAttempts", { count: minutes }));

  return withResponseFloor(RESPONSE_FLOOR_MS.reset, async () => {
    const { error } = await getSupabase(context).auth.resetPasswordForEmail(email, {
      redirectTo: new URL(localizePath(NEW_PASSWORD_PATH, locale), getEnv().APP_URL).href,
    });
    // Supabase's per-user mail interval only bites for addresses with an account: answer as usual.
    if (!error || error.code === "over_email_send_rate_limit") return sent();
    if (isUnavailable(error)) return reply.unavailable(submission, ctx);
    return reply.refused(submission, t("auth:errors.resetFailed"));
  });
}
