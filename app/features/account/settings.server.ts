import type { RouterContextProvider } from "react-router";
import { getLocale } from "#app/platform/i18n/i18next.server";
import { actionContext, forIntent, reply, unparsed } from "#app/lib/action.server";
import { logger } from "#app/platform/log/logger.server";
import { isLocale, type Locale } from "#app/platform/i18n/locales";
import { lookupUser } from "#app/platform/supabase/user.server";
import { getSupabase } from "#app/platform/supabase/client.server";
import { isThemeChoice, type ThemeChoice } from "#app/platform/theme/theme";
import { deleteAccount } from "./delete-account.server";
import { changeEmail } from "./email.server";
import { changePassword } from "./password.server";
import { savePreferences } from "./preferences.server";
import { userGone } from "./user-gone.server";
import { throwBackendFailure } from "#app/platform/supabase/backend-error";
import { loginRedirect } from "#app/features/auth/session.server";

type Context = Readonly<RouterContextProvider>;

/**
 * The settings page's data, from the Auth server (for a pending e-mail change) and the profile. When the
 * profile cannot be read, `preferences` is null and the page says so, rather than offering defaults that
 * a save would write over the real choice.
 */
export async function loadSettings(context: Context, url: URL) {
  const found = await lookupUser(context);
  const user = found.user;
  // The guard read the session's claims; the Auth server may still have ended it since (a password change
  // on another device): that is a sign-in, not an outage.
  if (!user) {
    if (found.unavailable) throwBackendFailure();
    throw loginRedirect(url);
  }
  const { data: profile, error } = await getSupabase(context).from("profiles").select("locale, theme").eq("id", user.id).maybeSingle();
  if (error) logger.error({ err: error }, "settings: could not read the profile");
  return {
    email: user.email ?? "",
    pendingEmail: user.new_email ?? null,
    preferences: error
      ? null
      : {
          locale: (isLocale(profile?.locale) ? profile.locale : getLocale(context)) as Locale,
          theme: (isThemeChoice(profile?.theme) ? profile.theme : "system") as ThemeChoice,
        },
  };
}

const handlers = { preferences: savePreferences, password: changePassword, email: changeEmail, delete: deleteAccount };
const isSettingsForm = (intent: string): intent is keyof typeof handlers => Object.hasOwn(handlers, intent);

/**
 * One action for the page's forms, told apart by their intent; each re-checks the user first. Every answer
 * goes to the form that was posted; one for no form of the page (a stale or made-up intent) is the page's.
 */
export async function settingsAction(request: Request, context: Context) {
  const ctx = actionContext(context);
  const form = await request.formData();
  const posted = String(form.get("intent"));
  const intent = isSettingsForm(posted) ? posted : "page";
  const found = await lookupUser(context);
  if (!found.user) return forIntent(intent, userGone(unparsed(form), found, ctx));
  if (intent === "page") return forIntent(intent, reply.refused(unparsed(form), ctx.t("account:errors.unknownForm")));
  return handlers[intent]({ request, context, form, user: found.user, locale: ctx.locale, t: ctx.t, ctx });
}
