import { getCommonPasswords } from "#app/features/auth/common-passwords.server";
import { localizePath } from "#app/platform/i18n/locales";
import { getSupabase } from "#app/platform/supabase/client.server";
import { redirectWithToast } from "#app/platform/toast/toast.server";
import { forIntent, parseForm, reply } from "#app/lib/action.server";
import { reauthenticate } from "./reauthenticate.server";
import type { SettingsArgs } from "./settings-context";
import { passwordChangeSchema } from "./settings-schemas";

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

  const checked = await reauthenticate(
    submission,
    { intent: "password", field: "currentPassword", userId: user.id, email: user.email ?? "", password: submission.value.currentPassword },
    ctx,
  );
  if (!checked.client) return checked.answer;
  const fresh = checked.client;

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
