import { createThemeAction } from "remix-themes";
import { getInstance } from "#app/platform/i18n/i18next.server";
import { localeFromPath } from "#app/platform/i18n/locales";
import { isThemeChoice, themeFromChoice } from "#app/platform/theme/theme";
import { themeSessionResolver } from "#app/platform/theme/theme.server";
import { flashToast } from "#app/platform/toast/toast.server";
import { safeRedirectPath } from "#app/lib/safe-redirect";
import type { Route } from "./+types/resources.theme";

/**
 * remix-themes saves the theme with a JSON fetch; without JavaScript the theme menu is a plain form,
 * so form posts set the same cookie and redirect back to the page they came from, with a toast.
 */
export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!contentType.includes("form")) return createThemeAction(themeSessionResolver())(args);

  const form = await request.formData();
  const choice = form.get("theme");
  const back = safeRedirectPath(form.get("redirectTo"));
  if (!isThemeChoice(choice)) return new Response(null, { status: 303, headers: { Location: back } });
  const session = await themeSessionResolver()(request);
  const theme = themeFromChoice(choice);
  if (theme) session.setTheme(theme);
  const t = getInstance(context).getFixedT(localeFromPath(back));
  const headers = new Headers({ Location: back });
  headers.append("Set-Cookie", theme ? await session.commit() : await session.destroy());
  headers.append("Set-Cookie", await flashToast(request, { severity: "success", summary: t("toast.themeSaved"), life: 4000 }));
  return new Response(null, { status: 303, headers });
}
