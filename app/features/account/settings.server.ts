import { data, type RouterContextProvider } from "react-router";
import { getInstance, getLocale } from "#app/platform/i18n/i18next.server";
import { actionContext } from "#app/lib/action.server";
import { isLocale, type Locale } from "#app/platform/i18n/locales";
import { lookupUser } from "#app/platform/supabase/user.server";
import { getSupabase } from "#app/platform/supabase/client.server";
import { isThemeChoice, type ThemeChoice } from "#app/platform/theme/theme";
import { deleteAccount } from "./delete-account.server";
import { changeEmail } from "./email.server";
import { changePassword } from "./password.server";
import { savePreferences } from "./preferences.server";

type Context = Readonly<RouterContextProvider>;

/**
 * The settings page's data, from the Auth server (for a pending e-mail change) and the profile. When the
 * profile cannot be read, `preferences` is null and the page says so, rather than offering defaults that
 * a save would write over the real choice.
 */
export async function loadSettings(context: Context) {
  const { user } = await lookupUser(context);
  // The guard let this request through, so no user here means the Auth server did not answer.
  if (!user) throw data(null, { status: 503 });
  const { data: profile, error } = await getSupabase(context).from("profiles").select("locale, theme").eq("id", user.id).maybeSingle();
  if (error) console.error(`settings: could not read the profile: ${error.message}`);
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

/** One action for the page's forms, told apart by their intent; each re-checks the user first. */
export async function settingsAction(request: Request, context: Context) {
  const locale = getLocale(context) as Locale;
  const t = getInstance(context).getFixedT(locale);
  const found = await lookupUser(context);
  if (!found.user) {
    if (found.unavailable) return data({ intent: null, message: t("common:forms.unavailable") }, { status: 503 });
    return data({ intent: null, message: t("account:errors.noUser") }, { status: 401 });
  }
  const user = found.user;
  const form = await request.formData();
  const intent = String(form.get("intent"));
  if (!Object.hasOwn(handlers, intent)) return data({ intent: null, message: t("account:errors.unknownForm") }, { status: 400 });
  return handlers[intent as keyof typeof handlers]({ request, context, form, user, locale, t, ctx: actionContext(context) });
}
