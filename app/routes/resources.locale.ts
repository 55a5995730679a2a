import { getInstance } from "#app/platform/i18n/i18next.server";
import { serializeLocaleCookie } from "#app/platform/i18n/locale-cookie.server";
import { isLocale, localizePath } from "#app/platform/i18n/locales";
import { flashToast } from "#app/platform/toast/toast.server";
import { safeRedirectPath } from "#app/lib/safe-redirect";
import type { Route } from "./+types/resources.locale";

/** Remembers the chosen language for a year and answers with the current page in that language. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const locale = form.get("locale");
  const back = safeRedirectPath(form.get("redirectTo"));
  if (!isLocale(locale)) return new Response(null, { status: 303, headers: { Location: back } });
  const target = new URL(back, "http://local");
  const t = getInstance(context).getFixedT(locale);
  const headers = new Headers({ Location: localizePath(target.pathname, locale) + target.search + target.hash });
  headers.append("Set-Cookie", await serializeLocaleCookie(locale));
  headers.append("Set-Cookie", await flashToast(request, { severity: "success", summary: t("toast.languageSaved"), life: 4000 }));
  return new Response(null, { status: 303, headers });
}
