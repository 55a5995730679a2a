import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { consumeAuthAttempt } from "#app/features/auth/attempt-limits.server";
import { getCommonPasswords } from "#app/features/auth/common-passwords.server";
import { localizePath } from "#app/features/i18n/locales";
import { getSupabase } from "#app/features/supabase/client.server";
import { redirectWithToast } from "#app/features/toast/toast.server";
import { createErrorMap } from "#app/features/validation/error-map";
import { getRequestInfo } from "#app/lib/request-context";
import type { SettingsArgs } from "./settings-context";
import { passwordChangeSchema } from "./settings-schemas";
import { freshSignIn } from "#app/features/supabase/user.server";

const HIDDEN = ["currentPassword", "password", "confirmPassword"];

/**
 * Changes the password after re-checking the current one. The re-check counts as a sign-in attempt
 * (same limits as the login form), so the settings page is no side door for guessing passwords.
 *
 * The re-check is a fresh sign-in, and the change is made on that fresh session: hosted Supabase's
 * secure password change refuses it on a session signed in long ago. The fresh session then becomes the
 * browser's, since the Auth server ends the user's other sessions when the password changes.
 */
export async function changePassword({ request, context, form, user, locale, t }: SettingsArgs) {
  const submission = parseWithZod(form, { schema: passwordChangeSchema(getCommonPasswords()), error: createErrorMap(t, locale) });
  const refuse = (message: string, status: number, headers?: HeadersInit) =>
    data({ intent: "password" as const, result: submission.reply({ formErrors: [message], hideFields: HIDDEN }) }, { status, headers });
  if (submission.status !== "success")
    return data({ intent: "password" as const, result: submission.reply({ hideFields: HIDDEN }) }, { status: 400 });

  const email = user.email ?? "";
  const wait = await consumeAuthAttempt("signin", email, getRequestInfo(context).clientIp);
  if (wait !== null)
    return refuse(t("auth:errors.tooManyAttempts", { minutes: Math.max(1, Math.ceil(wait / 60)) }), 429, { "Retry-After": String(wait) });

  const { check, client: fresh } = await freshSignIn(email, submission.value.currentPassword);
  if (check === "invalid") {
    return data(
      {
        intent: "password" as const,
        result: submission.reply({ fieldErrors: { currentPassword: [t("account:errors.currentPasswordWrong")] }, hideFields: HIDDEN }),
      },
      { status: 400 },
    );
  }
  if (check === "unavailable" || !fresh) return refuse(t("account:errors.backend"), 503);

  const { error } = await fresh.auth.updateUser({ password: submission.value.password });
  if (error) {
    await fresh.auth.signOut({ scope: "local" });
    const message = error.code === "same_password" ? t("auth:errors.passwordReused") : t("account:errors.backend");
    return refuse(message, error.code === "same_password" ? 400 : 503);
  }
  const { data: signedIn } = await fresh.auth.getSession();
  if (signedIn.session) {
    await getSupabase(context).auth.setSession({ access_token: signedIn.session.access_token, refresh_token: signedIn.session.refresh_token });
  }
  return redirectWithToast(request, localizePath("/my/settings", locale), {
    severity: "success",
    summary: t("account:settings.password.saved"),
    life: 4000,
  });
}
