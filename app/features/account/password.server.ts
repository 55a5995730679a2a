import { consumeAuthAttempt } from "#app/features/auth/attempt-limits.server";
import { getCommonPasswords } from "#app/features/auth/common-passwords.server";
import { localizePath } from "#app/features/i18n/locales";
import { getSupabase } from "#app/features/supabase/client.server";
import { redirectWithToast } from "#app/features/toast/toast.server";
import { forIntent, parseForm, reply } from "#app/lib/action.server";
import type { SettingsArgs } from "./settings-context";
import { passwordChangeSchema } from "./settings-schemas";
import { freshSignIn } from "#app/features/supabase/user.server";

/**
 * Changes the password after re-checking the current one. The re-check counts as a sign-in attempt
 * (same limits as the login form), so the settings page is no side door for guessing passwords.
 *
 * The re-check is a fresh sign-in, and the change is made on that fresh session: hosted Supabase's
 * secure password change refuses it on a session signed in long ago. The fresh session then becomes the
 * browser's, since the Auth server ends the user's other sessions when the password changes.
 */
export async function changePassword({ request, context, form, user, ctx }: SettingsArgs) {
  const { t } = ctx;
  const submission = parseForm(form, passwordChangeSchema(getCommonPasswords()), ctx);
  if (submission.status !== "success") return forIntent("password", reply.invalid(submission));

  const email = user.email ?? "";
  const wait = await consumeAuthAttempt("signin", email, ctx.ip);
  if (wait !== null)
    return forIntent(
      "password",
      reply.tooMany(submission, wait, (minutes) => t("auth:errors.tooManyAttempts", { minutes })),
    );

  const { check, client: fresh } = await freshSignIn(email, submission.value.currentPassword);
  if (check === "invalid") return forIntent("password", reply.field(submission, "currentPassword", t("account:errors.currentPasswordWrong")));
  if (check === "unavailable" || !fresh) return forIntent("password", reply.unavailable(submission, ctx));

  const { error } = await fresh.auth.updateUser({ password: submission.value.password });
  if (error) {
    await fresh.auth.signOut({ scope: "local" });
    if (error.code === "same_password") return forIntent("password", reply.refused(submission, t("auth:errors.passwordReused")));
    return forIntent("password", reply.unavailable(submission, ctx));
  }
  const { data: signedIn } = await fresh.auth.getSession();
  if (signedIn.session) {
    await getSupabase(context).auth.setSession({ access_token: signedIn.session.access_token, refresh_token: signedIn.session.refresh_token });
  }
  return redirectWithToast(request, localizePath("/my/settings", ctx.locale), {
    severity: "success",
    summary: t("account:settings.password.saved"),
    life: 4000,
  });
}
