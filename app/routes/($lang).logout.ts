import { redirect } from "react-router";
import { localeFromPath, localizePath } from "#app/features/i18n/locales";
import { getSupabase } from "#app/features/supabase/client.server";
import { redirectWithToast } from "#app/features/toast/toast.server";
import { actionContext } from "#app/lib/action.server";
import type { Route } from "./+types/($lang).logout";

/** Sign-out is a POST (a link or prefetch must never sign anyone out) and lands on the home page. */
export async function action({ request, context }: Route.ActionArgs) {
  const { locale, t } = actionContext(context);
  await getSupabase(context).auth.signOut({ scope: "local" });
  return redirectWithToast(request, localizePath("/", locale), { severity: "success", summary: t("toast.signedOut"), life: 4000 });
}

export function loader({ request }: Route.LoaderArgs) {
  return redirect(localizePath("/", localeFromPath(new URL(request.url).pathname)));
}
