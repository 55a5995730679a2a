import { redirect } from "react-router";
import { localeFromPath, localizePath } from "#app/platform/i18n/locales";
import { clearSessionCookies, getSupabase } from "#app/platform/supabase/client.server";
import { redirectWithToast } from "#app/platform/toast/toast.server";
import { actionContext } from "#app/lib/action.server";
import type { Route } from "./+types/($lang).logout";

/**
 * Sign-out is a POST (a link or prefetch must never sign anyone out) and lands on the home page. This
 * device is always signed out: the cookies are cleared even when the backend could not end the session,
 * and then the toast says so (the session itself then ends when its tokens expire).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { locale, t } = actionContext(context);
  const { error } = await getSupabase(context).auth.signOut({ scope: "local" });
  clearSessionCookies(context);
  const toast = error
    ? { severity: "warn" as const, summary: t("toast.signedOutLocally"), life: 10000 }
    : { severity: "success" as const, summary: t("toast.signedOut"), life: 4000 };
  return redirectWithToast(request, localizePath("/", locale), toast);
}

export function loader({ request }: Route.LoaderArgs) {
  return redirect(localizePath("/", localeFromPath(new URL(request.url).pathname)));
}
