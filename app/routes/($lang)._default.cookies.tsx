import { useTranslation } from "react-i18next";
import { ConsentForm } from "#app/components/consent/consent-form";
import { PageMeta } from "#app/components/page-meta";
import { useFormatDate } from "#app/features/i18n/use-locale";
import { useRootData } from "#app/lib/root-data";

/** Where the consent choice can be reviewed and changed at any time (linked from every footer). */
export default function CookieSettings() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const consent = useRootData()?.consent ?? null;
  const state = (on: boolean) => t(on ? "consent.on" : "consent.off");
  return (
    <section className="mx-auto flex max-w-(--breakpoint-md) flex-col gap-4 px-4 py-12">
      <PageMeta title={t("consent.settingsTitle")} description={t("consent.settingsBody")} />
      <h1 className="text-3xl font-bold">{t("consent.settingsTitle")}</h1>
      <p className="text-muted">{t("consent.settingsBody")}</p>
      <p className="rounded-lg bg-subtle p-3 text-sm">
        {consent
          ? t("consent.current", {
              version: consent.version,
              date: formatDate(consent.at),
              analytics: state(consent.analytics),
              marketing: state(consent.marketing),
            })
          : t("consent.none")}
      </p>
      <ConsentForm current={consent} expanded />
    </section>
  );
}
