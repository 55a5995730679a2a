import { useTranslation } from "react-i18next";
import { LocalizedLink } from "#app/components/localized-link";
import { ConsentForm } from "./consent-form";

/** Shown until the visitor has chosen; nothing optional runs before that. */
export function ConsentBanner() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="consent-title"
      className="no-print sticky bottom-0 z-40 border-t border-border bg-surface p-4 shadow-[0_-4px_16px_rgba(0,0,0,0.12)]"
    >
      <div className="mx-auto flex max-w-(--breakpoint-lg) flex-col gap-3">
        <h2 id="consent-title" className="font-semibold">
          {t("consent.title")}
        </h2>
        <p className="text-sm text-muted">
          {t("consent.body")}{" "}
          <LocalizedLink to="/privacy" className="text-accent-strong underline">
            {t("consent.privacyLink")}
          </LocalizedLink>
        </p>
        <ConsentForm current={null} />
      </div>
    </section>
  );
}
