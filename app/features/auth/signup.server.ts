import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { getEnv } from "#app/config/env.server";
import { localizePath } from "#app/features/i18n/locales";
import { getSupabase } from "#app/features/supabase/client.server";
import { consumeAuthAttempt } from "./attempt-limits.server";
import { getCommonPasswords } from "./common-passwords.server";
import { invalidForm, refuseForm, refuseTooMany } from "./form-reply.server";
import { isBot } from "#app/lib/honeypot";
import { authRequest, isUnavailable } from "./request.server";
import { RESPONSE_FLOOR_MS, withResponseFloor } from "./response-floor.server";
import { signupSchema } from "./schemas";

/** The one answer a sign-up gets whether the address is new, pending or already registered. */
const sent = (email: string) => data({ result: undefined, done: true as const, email });

/**
 * Sign-up: honeypot, schema (with the common-password list), limits, then Supabase's sign-up, which
 * mails a confirmation through the Send Email Hook. A registered address gets a look-alike answer from
 * Supabase and the same page here, so the form never tells whether an address has an account.
 */
export async function signupAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { locale, t, errorMap, ip } = authRequest(context);
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: signupSchema(getCommonPasswords()), error: errorMap });
  if (submission.status !== "success") return invalidForm(submission);
  const { email, password } = submission.value;
  if (isBot(form)) return withResponseFloor(RESPONSE_FLOOR_MS.signup, async () => sent(email));

  const wait = await consumeAuthAttempt("signup", email, ip);
  if (wait !== null) return refuseTooMany(submission, wait, (minutes) => t("auth:errors.tooManyAttempts", { minutes }));

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
    if (!error || error.code === "over_email_send_rate_limit") return sent(email);
    if (error.code === "weak_password") return refuseForm(submission, t("auth:errors.passwordCommon"), 400);
    return refuseForm(submission, t("auth:errors.signupFailed"), isUnavailable(error) ? 503 : 400);
  });
}
