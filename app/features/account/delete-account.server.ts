import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { consumeAuthAttempt } from "#app/features/auth/attempt-limits.server";
import { localizePath } from "#app/features/i18n/locales";
import { getSupabase } from "#app/features/supabase/client.server";
import { redirectWithToast } from "#app/features/toast/toast.server";
import { getAdminClient } from "#app/features/supabase/admin.server";
import { deleteUserData } from "#app/features/user-data/delete.server";
import { createErrorMap } from "#app/features/validation/error-map";
import { verifyPassword } from "#app/features/supabase/user.server";
import { getRequestInfo } from "#app/lib/request-context";
import type { SettingsArgs } from "./settings-context";
import { deleteAccountSchema } from "./settings-schemas";

const HIDDEN = ["password"];

/**
 * Deletes the account after the typed confirmation and the password: every file and row in the user-data
 * registry and the auth user (with the secret key, which only this server holds), then ends the session
 * here. The password check counts as a sign-in attempt, like the password change's.
 */
export async function deleteAccount({ request, context, form, user, locale, t }: SettingsArgs) {
  const submission = parseWithZod(form, { schema: deleteAccountSchema(user.email ?? ""), error: createErrorMap(t, locale) });
  const answer = (status: number, errors: { formErrors?: string[]; fieldErrors?: Record<string, string[]> } = {}, headers?: HeadersInit) =>
    data({ intent: "delete" as const, result: submission.reply({ ...errors, hideFields: HIDDEN }) }, { status, headers });
  if (submission.status !== "success") return answer(400);

  const email = user.email ?? "";
  const wait = await consumeAuthAttempt("signin", email, getRequestInfo(context).clientIp);
  if (wait !== null) {
    const minutes = Math.max(1, Math.ceil(wait / 60));
    return answer(429, { formErrors: [t("auth:errors.tooManyAttempts", { minutes })] }, { "Retry-After": String(wait) });
  }
  const check = await verifyPassword(email, submission.value.password);
  if (check === "invalid") return answer(400, { fieldErrors: { password: [t("account:errors.currentPasswordWrong")] } });
  if (check === "unavailable") return answer(503, { formErrors: [t("account:errors.backend")] });

  try {
    await deleteUserData(getAdminClient(), user.id);
  } catch {
    return answer(503, { formErrors: [t("account:errors.backend")] });
  }
  // The user is gone, so the Auth server may refuse the sign-out; the session cookies are cleared anyway.
  await getSupabase(context).auth.signOut({ scope: "local" });
  return redirectWithToast(request, localizePath("/", locale), { severity: "success", summary: t("account:settings.delete.done"), life: 6000 });
}
