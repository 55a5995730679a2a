import { parseWithZod } from "@conform-to/zod/v4";
import type { RouterContextProvider } from "react-router";
import { localizePath } from "#app/features/i18n/locales";
import { getSupabase } from "#app/features/supabase/client.server";
import { redirectWithToast } from "#app/features/toast/toast.server";
import { getCommonPasswords } from "./common-passwords.server";
import { invalidForm, refuseForm } from "./form-reply.server";
import { authRequest, isUnavailable } from "./request.server";
import { newPasswordSchema } from "./schemas";

/**
 * Sets the new password inside the recovery session that /auth/confirm opened. The session is checked
 * with getUser() (a server round trip), since changing a password must not rest on a cached token.
 */
export async function newPasswordAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { locale, t, errorMap } = authRequest(context);
  const submission = parseWithZod(await request.formData(), { schema: newPasswordSchema(getCommonPasswords()), error: errorMap });
  if (submission.status !== "success") return invalidForm(submission);

  const supabase = getSupabase(context);
  const { data: current, error: userError } = await supabase.auth.getUser();
  if (isUnavailable(userError)) return refuseForm(submission, t("auth:errors.unavailable"), 503);
  if (!current.user) return refuseForm(submission, t("auth:errors.resetFailed"), 401);

  const { error } = await supabase.auth.updateUser({ password: submission.value.password });
  if (error?.code === "same_password") return refuseForm(submission, t("auth:errors.passwordReused"), 400);
  if (error) return refuseForm(submission, t("auth:errors.resetFailed"), isUnavailable(error) ? 503 : 400);
  return redirectWithToast(request, localizePath("/app", locale), { severity: "success", summary: t("auth:toast.passwordChanged"), life: 5000 });
}
