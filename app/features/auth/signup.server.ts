import type { RouterContextProvider } from "react-router";
import { getEnv } from "#app/config/env.server";
import { localizePath } from "#app/platform/i18n/locales";
import { getSupabase } from "#app/platform/supabase/client.server";
import { isUnavailable } from "#app/platform/supabase/errors";
import { accepted, actionContext, parseForm, reply, type FormAnswer } from "#app/lib/action.server";
import { botCheck } from "#app/platform/bot-check/guard.server";
import { isBot } from "#app/lib/honeypot";
import { consumeAuthAttempt } from "./attempt-limits.server";
import { getCommonPasswords } from "./common-passwords.server";
import { RESPONSE_FLOOR_MS, withResponseFloor } from "./response-floor.server";
import { signupSchema } from "./schemas";

/** The one success answer, the same whether or not the address has an account. */
type MailSent = { done: true; email: string };

/**
 * Sign-up: honeypot, schema (with the common-password list), limits, then Supabase's sign-up, which
 * mails a confirmation through the Send Email Hook. A registered address gets a look-alike answer from
 * Supabase and the same page here, so the form never tells whether an address has an account.
 */
export async function signupAction(request: Request, context: Readonly<RouterContextProvider>): Promise<FormAnswer<MailSent>> {
  const ctx = actionContext(context);
  const { locale, t, ip } = ctx;
  const form = await request.formData();
  const submission = parseForm(form, signupSchema(getCommonPasswords()), ctx);
  if (submission.status !== "success") return reply.invalid(submission);
  if ((await botCheck("signup", form, ip)) === "refused") return reply.botCheck(submission, ctx);
  const { email, password } = submission.value;
  const sent = () => accepted(submission, { done: true as const, email });
  if (isBot(form)) return withResponseFloor(RESPONSE_FLOOR_MS.signup, async () => sent());

  const wait = await consumeAuthAttempt("signup", email, ip);
  if (wait !== null) return reply.tooMany(submission, wait, (minutes) => t("auth:errors.tooManyAttempts", { count: minutes }));

  return withResponseFloor(RESPONSE_FLOOR_MS.signup, async () => {
    const { error } = await getSupabase(context).auth.signUp({
      email,
      password,
      options: {
        emailRedirectTo: new URL(localizePath("/app", locale), getEnv().APP_URL).href,
        // The profile trigger stores it, and the confirmation mail is written in it.
        data: { locale },
      },
    });
    // A repeated sign-up of a pending address inside Supabase's mail interval: same answer as a first one.
    if (!error || error.code === "over_email_send_rate_limit") return sent();
    if (isUnavailable(error)) return reply.unavailable(submission, ctx);
    if (error.code === "weak_password") return reply.refused(submission, t("auth:errors.passwordCommon"));
    return reply.refused(submission, t("auth:errors.signupFailed"));
  });
}
