import type { RouterContextProvider } from "react-router";
import { localizePath } from "#app/features/i18n/locales";
import { getSupabase } from "#app/features/supabase/client.server";
import { isUnavailable } from "#app/features/supabase/errors";
import { redirectWithToast } from "#app/features/toast/toast.server";
import { actionContext, parseForm, reply } from "#app/lib/action.server";
import { getCommonPasswords } from "./common-passwords.server";
import { newPasswordSchema } from "./schemas";

/**
 * Sets the new password inside the recovery session that /auth/confirm opened. The session is checked
 * with getUser() (a server round trip), since changing a password must not rest on a cached token.
 */
export async function newPasswordAction(request: Request, context: Readonly<RouterContextProvider>) {
  const ctx = actionContext(context);
  const { locale, t } = ctx;
  const submission = parseForm(await request.formData(), newPasswordSchema(getCommonPasswords()), ctx);
  if (submission.status !== "success") return reply.invalid(submission);

  const supabase = getSupabase(context);
  const { data: current, error: userError } = await supabase.auth.getUser();
  if (isUnavailable(userError)) return reply.unavailable(submission, ctx);
  if (!current.user) return reply.refused(submission, t("auth:errors.resetFailed"), { status: 401 });

  const { error } = await supabase.auth.updateUser({ password: submission.value.password });
  if (isUnavailable(error)) return reply.unavailable(submission, ctx);
  if (error?.code === "same_password") return reply.refused(submission, t("auth:errors.passwordReused"));
  if (error) return reply.refused(submission, t("auth:errors.resetFailed"));
  return redirectWithToast(request, localizePath("/app", locale), { severity: "success", summary: t("auth:toast.passwordChanged"), life: 5000 });
}
