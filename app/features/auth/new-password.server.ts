import type { RouterContextProvider } from "react-router";
import { localizePath } from "#app/platform/i18n/locales";
import { getSupabase, hasSessionCookie } from "#app/platform/supabase/client.server";
import { sessionClaims } from "#app/platform/supabase/claims.server";
import { isUnavailable } from "#app/platform/supabase/errors";
import { redirectWithToast } from "#app/platform/toast/toast.server";
import { actionContext, parseForm, reply } from "#app/lib/action.server";
import { getCommonPasswords } from "./common-passwords.server";
import { provedMailboxRecently } from "./recovery-window";
import { newPasswordSchema } from "./schemas";
import { throwBackendFailure } from "#app/platform/supabase/backend-error";

/** Who may use the page: a session a mail link opened just now, another session (which must give the current password in settings), or nobody. */
export type RecoveryState = "recovery" | "needsCurrentPassword" | "signedOut";

/** Reads how the session signed in from its verified access token (the `amr` claim). */
export async function recoveryState(context: Readonly<RouterContextProvider>): Promise<RecoveryState> {
  if (!hasSessionCookie(context)) return "signedOut";
  const { data, error } = await sessionClaims(context);
  if (error || !data?.claims?.sub) {
    if (isUnavailable(error)) throwBackendFailure();
    return "signedOut";
  }
  const amr = (data.claims as Record<string, unknown>).amr;
  return provedMailboxRecently(amr, Math.floor(Date.now() / 1000)) ? "recovery" : "needsCurrentPassword";
}

/**
 * Sets the new password inside the recovery session that /auth/confirm opened, and only there: any other
 * session (a password sign-in, a borrowed browser, a link opened long ago) is refused, since it could set
 * a password without knowing the current one. The user is checked with getUser() (a server round trip).
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
  if ((await recoveryState(context)) !== "recovery") return reply.refused(submission, t("auth:errors.recoveryOnly"), { status: 403 });

  const { error } = await supabase.auth.updateUser({ password: submission.value.password });
  if (isUnavailable(error)) return reply.unavailable(submission, ctx);
  if (error?.code === "same_password") return reply.refused(submission, t("auth:errors.passwordReused"));
  if (error) return reply.refused(submission, t("auth:errors.resetFailed"));
  return redirectWithToast(request, localizePath("/app", locale), { severity: "success", summary: t("auth:toast.passwordChanged"), life: 5000 });
}
