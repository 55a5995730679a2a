import { localizePath } from "#app/platform/i18n/locales";
import { getSupabase } from "#app/platform/supabase/client.server";
import { redirectWithToast } from "#app/platform/toast/toast.server";
import { getAdminClient } from "#app/platform/supabase/admin.server";
import { deleteUserData } from "#app/features/user-data/delete.server";
import { forIntent, parseForm, reply } from "#app/lib/action.server";
import { reauthenticate } from "./reauthenticate.server";
import type { SettingsArgs } from "./settings-context";
import { deleteAccountSchema } from "./settings-schemas";

/**
 * Deletes the account after the typed confirmation and the password: every file and row in the user-data
 * registry and the auth user (with the secret key, which only this server holds), then ends the session
 * here. The password check counts as a sign-in attempt, like the password change's.
 */
export async function deleteAccount({ request, context, form, user, ctx }: SettingsArgs) {
  const { t } = ctx;
  const submission = parseForm(form, deleteAccountSchema(user.email ?? ""), ctx);
  if (submission.status !== "success") return forIntent("delete", reply.invalid(submission));

  const checked = await reauthenticate(
    submission,
    { intent: "delete", field: "password", userId: user.id, email: user.email ?? "", password: submission.value.password },
    ctx,
  );
  if (!checked.client) return checked.answer;
  await checked.client.auth.signOut({ scope: "local" });

  try {
    await deleteUserData(getAdminClient(), user.id);
  } catch {
    return forIntent("delete", reply.unavailable(submission, ctx));
  }
  // The user is gone, so the Auth server may refuse the sign-out; the session cookies are cleared anyway.
  await getSupabase(context).auth.signOut({ scope: "local" });
  return redirectWithToast(request, localizePath("/", ctx.locale), { severity: "success", summary: t("account:settings.delete.done"), life: 6000 });
}
