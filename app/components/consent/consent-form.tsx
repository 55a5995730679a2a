import { useTranslation } from "#app/platform/i18n/use-translation";
import { useLocation } from "react-router";
import { syncRedirectTo } from "#app/lib/sync-redirect-to";
import { useRootData } from "#app/lib/root-data";

const button = "rounded-md border px-4 py-2 text-sm font-semibold";
// Accept and reject look the same on purpose: neither may be nudged (equal prominence).
const choiceButton = `${button} border-accent bg-accent text-accent-fg hover:bg-accent-strong`;

/** Only the categories of services that are configured, each naming its service (specific, informed consent). */
export function useOfferedCategories(): ("analytics" | "marketing")[] {
  const data = useRootData();
  return [...(data?.analytics ? (["analytics"] as const) : []), ...(data?.pixel ? (["marketing"] as const) : [])];
}

/**
 * The consent choice as a plain form: accept all, reject all, or pick categories and save. Used by the
 * banner and the cookie settings page; works without JavaScript.
 */
export function ConsentForm({ current, expanded = false }: { current: { analytics: boolean; marketing: boolean } | null; expanded?: boolean }) {
  const { t } = useTranslation();
  const offered = useOfferedCategories();
  const location = useLocation();
  const bodyKey = (category: "analytics" | "marketing") => (category === "marketing" ? "consent.marketing.bodyMeta" : "consent.analytics.body");
  const categories = (
    <fieldset className="mt-3 flex flex-col gap-3">
      <legend className="sr-only">{t("consent.categories")}</legend>
      <label className="flex items-start gap-3">
        <input type="checkbox" checked disabled className="mt-1 size-4" />
        <span>
          <span className="font-semibold">{t("consent.necessary.title")}</span>
          <span className="block text-sm text-muted">{t("consent.necessary.body")}</span>
        </span>
      </label>
      {offered.map((category) => (
        <label key={category} className="flex items-start gap-3">
          <input type="checkbox" name={category} defaultChecked={current?.[category] ?? false} className="mt-1 size-4" />
          <span>
            <span className="font-semibold">{t(`consent.${category}.title`)}</span>
            <span className="block text-sm text-muted">{t(bodyKey(category))}</span>
          </span>
        </label>
      ))}
      <button type="submit" name="intent" value="save" className={`${button} w-fit border-border bg-surface hover:bg-subtle`}>
        {t("consent.save")}
      </button>
    </fieldset>
  );
  return (
    <form method="post" action="/resources/consent" className="flex flex-col" onSubmit={syncRedirectTo}>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="intent" value="accept-all" className={choiceButton}>
          {t("consent.acceptAll")}
        </button>
        <button type="submit" name="intent" value="reject-all" className={choiceButton}>
          {t("consent.rejectAll")}
        </button>
      </div>
      {expanded ? (
        categories
      ) : (
        <details className="mt-2">
          <summary className="w-fit cursor-pointer text-sm font-semibold underline">{t("consent.choose")}</summary>
          {categories}
        </details>
      )}
    </form>
  );
}
