import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { getEnv } from "#app/config/env.server";
import { localizePath } from "#app/features/i18n/locales";
import { getSupabase } from "#app/features/supabase/client.server";
import { consumeAuthAttempt } from "./attempt-limits.server";
import { invalidForm, refuseForm, refuseTooMany } from "./form-reply.server";
import { isBot } from "#app/lib/honeypot";
import { authRequest, isUnavailable } from "./request.server";
import { RESPONSE_FLOOR_MS, withResponseFloor } from "./response-floor.server";
import { resetSchema } from "./schemas";

const sent = (email: string) => data({ result: undefined, done: true as const, email });

/** Where the recovery link leads after /auth/confirm has opened the recovery session. */
export const NEW_PASSWORD_PATH = "/reset/password";

/**
 * Reset: mails a recovery link when the address has an account, and answers the same either way.
 * Only a failure of the service itself shows the spec's error message.
 */
export async function resetAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { locale, t, errorMap, ip } = authRequest(context);
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: resetSchema, error: errorMap });
  if (submission.status !== "success") return invalidForm(submission);
  const { email } = submission.value;
  if (isBot(form)) return withResponseFloor(RESPONSE_FLOOR_MS.reset, async () => sent(email));

  const wait = await consumeAuthAttempt("reset", email, ip);
  if (wait !== null) return refuseTooMany(submission, wait, (minutes) => t("auth:errors.tooManyAttempts", { minutes }));

  return withResponseFloor(RESPONSE_FLOOR_MS.reset, async () => {
    const { error } = await getSupabase(context).auth.resetPasswordForEmail(email, {
      redirectTo: new URL(localizePath(NEW_PASSWORD_PATH, locale), getEnv().APP_URL).href,
    });
    // Supabase's per-user mail interval only bites for addresses with an account: answer as usual.
    if (!error || error.code === "over_email_send_rate_limit") return sent(email);
    return refuseForm(submission, t("auth:errors.resetFailed"), isUnavailable(error) ? 503 : 400);
  });
}
