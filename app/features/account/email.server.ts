import { getEnv } from "#app/config/env.server";
import { localizePath } from "#app/platform/i18n/locales";
import { getSupabase } from "#app/platform/supabase/client.server";
import { accepted, forIntent, parseForm, reply } from "#app/lib/action.server";
import type { SettingsArgs } from "./settings-context";
import { emailChangeSchema } from "./settings-schemas";

/**
 * Starts an e-mail change: the Auth server mails a confirmation link to both the current and the new
 * address (double confirmation), and the address only changes once both are followed.
 */
export async function changeEmail({ context, form, user, locale, t, ctx }: SettingsArgs) {
  const submission = parseForm(form, emailChangeSchema, ctx);
  if (submission.status !== "success") return forIntent("email", reply.invalid(submission));
  const email = submission.value.email.trim();
  if (email.toLowerCase() === user.email?.toLowerCase()) {
    return forIntent("email", reply.field(submission, "email", t("account:errors.sameEmail")));
  }
  const emailRedirectTo = new URL(localizePath("/my/settings", locale), getEnv().APP_URL).href;
  const { error } = await getSupabase(context).auth.updateUser({ email }, { emailRedirectTo });
  // An address that belongs to another account gets the same answer as success: no account probing.
  if (error && error.code !== "email_exists") return forIntent("email", reply.unavailable(submission, ctx));
  return forIntent("email", accepted(submission, { pendingEmail: email }));
}
