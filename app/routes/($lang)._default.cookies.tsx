import { useTranslation } from "#app/platform/i18n/use-translation";
import { useLoaderData } from "react-router";
import { ConsentForm, useOfferedCategories } from "#app/components/consent/consent-form";
import { readConsent } from "#app/platform/consent/consent.server";
import { PageMeta } from "#app/components/page-meta";
import { useFormatDate } from "#app/platform/i18n/use-locale";
import type { Route } from "./+types/($lang)._default.cookies";

/** The whole stored choice, with its version, time and record id; other pages get only the choice (root loader). */
export async function loader({ request }: Route.LoaderArgs) {
  return { consent: await readConsent(request) };
}

/** Where the consent choice can be reviewed and changed at any time (linked from every footer). */
export default function CookieSettings() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const { consent } = useLoaderData<typeof loader>();
  // The categories whose service runs; a stored choice says yes to no other (offeredChoice).
  const offered = useOfferedCategories();
  const choices = offered
    .map((category) => t(`consent.currentCategory.${category}`, { state: t(consent?.[category] ? "consent.on" : "consent.off") }))
    .join(", ");
  return (
    <section className="mx-auto flex max-w-(--breakpoint-md) flex-col gap-4 px-4 py-12">
      <PageMeta title={t("consent.settingsTitle")} description={t(offered.length ? "consent.settingsBody" : "consent.nothingOptional")} />
      <h1 className="text-3xl font-bold">{t("consent.settingsTitle")}</h1>
      {offered.length ? (
        <>
          <p className="text-muted">{t("consent.settingsBody")}</p>
          <div className="flex flex-col gap-1 rounded-lg bg-subtle p-3 text-sm">
            <p>{consent ? t("consent.current", { version: consent.version, date: formatDate(consent.at), choices }) : t("consent.none")}</p>
            {consent?.id ? (
              <p className="wrap-anywhere">{t(consent.recorded === false ? "consent.notRecordedId" : "consent.recordId", { id: consent.id })}</p>
            ) : null}
          </div>
          <ConsentForm current={consent} expanded />
        </>
      ) : (
        // No optional service is configured: a form to accept or refuse nothing would only mislead.
        <p className="text-muted">{t("consent.nothingOptional")}</p>
      )}
    </section>
  );
}
