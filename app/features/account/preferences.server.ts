import { serializeLocaleCookie } from "#app/platform/i18n/locale-cookie.server";
import { localizePath } from "#app/platform/i18n/locales";
import { getSupabase } from "#app/platform/supabase/client.server";
import { themeFromChoice } from "#app/platform/theme/theme";
import { themeSessionResolver } from "#app/platform/theme/theme.server";
import { flashToast } from "#app/platform/toast/toast.server";
import { forIntent, parseForm, reply } from "#app/lib/action.server";
import { getInstance } from "#app/platform/i18n/i18next.server";
import type { SettingsArgs } from "./settings-context";
import { preferencesSchema } from "./settings-schemas";

/**
 * Saves language and theme in the profile (the sign-in on any device applies them from there) and
 * applies them here at once: the language cookie, the theme cookie ("system" removes it) and the
 * settings page in the chosen language.
 */
export async function savePreferences({ request, context, form, user, ctx }: SettingsArgs) {
  const submission = parseForm(form, preferencesSchema, ctx);
  if (submission.status !== "success") return forIntent("preferences", reply.invalid(submission));
  const { locale: chosen, theme } = submission.value;
  const { error } = await getSupabase(context)
    .from("profiles")
    .upsert({ id: user.id, locale: chosen, theme: theme === "system" ? null : theme });
  if (error) return forIntent("preferences", reply.unavailable(submission, ctx));

  const session = await themeSessionResolver()(request);
  const chosenTheme = themeFromChoice(theme);
  if (chosenTheme) session.setTheme(chosenTheme);
  const headers = new Headers({ Location: localizePath("/my/settings", chosen) });
  headers.append("Set-Cookie", await serializeLocaleCookie(chosen));
  headers.append("Set-Cookie", chosenTheme ? await session.commit() : await session.destroy());
  const summary = getInstance(context).getFixedT(chosen)("account:settings.preferences.saved");
  headers.append("Set-Cookie", await flashToast(request, { severity: "success", summary, life: 4000 }));
  return new Response(null, { status: 303, headers });
}
