import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { localizePath } from "#app/features/i18n/locales";
import { getSupabase } from "#app/features/supabase/client.server";
import { redirectWithToast } from "#app/features/toast/toast.server";
import { getAdminClient } from "#app/features/supabase/admin.server";
import { deleteUserData } from "#app/features/user-data/delete.server";
import { createErrorMap } from "#app/features/validation/error-map";
import type { SettingsArgs } from "./settings-context";
import { deleteAccountSchema } from "./settings-schemas";

/**
 * Deletes the account after the typed confirmation: every file and row in the user-data registry and
 * the auth user (with the secret key, which only this server holds), then ends the session here.
 */
export async function deleteAccount({ request, context, form, user, locale, t }: SettingsArgs) {
  const submission = parseWithZod(form, { schema: deleteAccountSchema(user.email ?? ""), error: createErrorMap(t, locale) });
  if (submission.status !== "success") return data({ intent: "delete" as const, result: submission.reply() }, { status: 400 });
  try {
    await deleteUserData(getAdminClient(), user.id);
  } catch {
    return data({ intent: "delete" as const, result: submission.reply({ formErrors: [t("account:errors.backend")] }) }, { status: 502 });
  }
  // The user is gone, so the Auth server may refuse the sign-out; the session cookies are cleared anyway.
  await getSupabase(context).auth.signOut({ scope: "local" });
  return redirectWithToast(request, localizePath("/", locale), { severity: "success", summary: t("account:settings.delete.done"), life: 6000 });
}
