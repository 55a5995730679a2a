import { getInstance } from "#app/platform/i18n/i18next.server";
import { handleSendEmailHook } from "#app/features/auth/send-email-hook.server";
import type { Route } from "./+types/hooks.send-email";

/** Supabase Auth's Send Email Hook (POST, signed); exempt from the cross-site check, as /hooks/ is. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { Allow: "POST" } });
  return handleSendEmailHook(request, (locale) => getInstance(context).getFixedT(locale));
}
