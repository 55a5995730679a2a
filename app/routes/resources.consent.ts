import { choiceFromForm, createConsent, grantsMore, withdrawalsOf } from "#app/platform/consent/consent";
import { currentConsentVersion, offeredChoice, readConsentAndId, serializeConsent } from "#app/platform/consent/consent.server";
import { recordConsentChoice } from "#app/platform/consent/records.server";
import { expiredMetaCookies } from "#app/platform/conversions/meta-cookies.server";
import { dropUnsentConversions } from "#app/platform/conversions/queue.server";
import { readSessionUser } from "#app/features/auth/session.server";
import { getInstance } from "#app/platform/i18n/i18next.server";
import { localeFromPath } from "#app/platform/i18n/locales";
import { flashToast } from "#app/platform/toast/toast.server";
import { safeRedirectPath } from "#app/lib/safe-redirect";
import type { Route } from "./+types/resources.consent";

/** Stores the visitor's cookie choice (banner or settings page) and returns to the page they were on. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const back = safeRedirectPath(form.get("redirectTo"));
  const chosen = choiceFromForm(form.get("intent"), form);
  if (!chosen) return new Response(null, { status: 303, headers: { Location: back } });
  const choice = offeredChoice(chosen);
  const t = getInstance(context).getFixedT(localeFromPath(back));
  const headers = new Headers({ Location: back });
  const stored = await readConsentAndId(request).catch(() => ({ consent: null, id: null }));
  const current = stored.consent;
  // The device keeps its record id from choice to choice, so its rows read as one history.
  const id = stored.id ?? crypto.randomUUID();
  const now = new Date();
  const version = currentConsentVersion();
  const adds = grantsMore(choice, current);
  // Recorded first. A consent we could not record is not given: the visitor is told to try again, and only what
  // the choice withdraws applies. A withdrawal applies whether or not its record could be written.
  const recorded = await recordConsentChoice(context, { ...createConsent(choice, now, version, id), id });
  const applied = recorded || !adds ? choice : withdrawalsOf(choice, current);
  if (applied) headers.append("Set-Cookie", await serializeConsent(createConsent(applied, now, version, id, recorded)));
  headers.append(
    "Set-Cookie",
    await flashToast(
      request,
      recorded || !adds
        ? { severity: "success", summary: t("consent.saved"), life: 4000 }
        : { severity: "error", summary: t(applied ? "consent.notSavedPartly" : "consent.notSaved") },
    ),
  );
  // Withdrawn consent to marketing: the pixel is not loaded again, and its cookies go.
  if (applied && !applied.marketing) {
    for (const expired of expiredMetaCookies(request)) headers.append("Set-Cookie", expired);
    // Anything still queued for a signed-in visitor (a subscription awaiting its payment) is not sent.
    const user = await readSessionUser(context).catch(() => null);
    if (user) await dropUnsentConversions(user.id).catch(() => undefined);
  }
  return new Response(null, { status: 303, headers });
}
