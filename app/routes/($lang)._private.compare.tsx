import { useTranslation } from "#app/platform/i18n/use-translation";
import { LocalizedLink } from "#app/components/localized-link";
import { PageMeta } from "#app/components/page-meta";
import { useLocale } from "#app/platform/i18n/use-locale";
import { loadComparison } from "#app/features/saved-calculations/compare.server";
import { CompareTable } from "#app/features/saved-calculations/ui/compare-table";
import { OverlayChartsSection } from "#app/features/saved-calculations/ui/overlay-charts-section";
import type { Route } from "./+types/($lang)._private.compare";

export const handle = { i18n: ["saved", "calculator", "billing"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadComparison(request, context);
}

/** /compare?ids=…: up to five of the user's saved calculations side by side; rendered on the server, no JavaScript needed. */
export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["saved", "common"]);
  const locale = useLocale();
  const backToList = (
    <LocalizedLink to="/calculations" className="w-fit font-semibold text-accent-strong">
      {t("compare.toList")}
    </LocalizedLink>
  );
  return (
    <div className="mx-auto flex w-full max-w-(--breakpoint-lg) flex-col gap-6 px-4 py-8">
      <PageMeta title={t("compare.title")} description={t("compare.description")} noindex />
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">{t("compare.title")}</h1>
        {loaderData.state === "ready" && loaderData.columns.length > 0 ? <p className="text-muted">{t("compare.intro")}</p> : null}
      </div>
      {loaderData.state === "tooMany" ? <Notice>{t("compare.tooMany", { count: loaderData.count })}</Notice> : null}
      {loaderData.state === "planLimit" ? (
        <>
          <Notice>{t("billing:limits.compare", { count: loaderData.limit, picked: loaderData.count })}</Notice>
          <LocalizedLink to="/pricing" className="w-fit font-semibold text-accent-strong">
            {t("billing:limits.upgrade")}
          </LocalizedLink>
        </>
      ) : null}
      {loaderData.state === "ready" && loaderData.missing > 0 ? <Notice>{t("compare.missing", { count: loaderData.missing })}</Notice> : null}
      {loaderData.state === "ready" && loaderData.unusable.length > 0 ? (
        <Notice>{t("compare.unusable", { names: loaderData.unusable.join(", ") })}</Notice>
      ) : null}
      {loaderData.state === "ready" && loaderData.columns.length > 0 ? (
        <>
          <CompareTable columns={loaderData.columns} rows={loaderData.rows} locale={locale} />
          <OverlayChartsSection charts={loaderData.charts} columns={loaderData.columns} locale={locale} />
          {backToList}
        </>
      ) : (
        <div className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-5">
          {loaderData.state === "tooMany" || loaderData.state === "planLimit" ? null : <p>{t("compare.empty")}</p>}
          {backToList}
        </div>
      )}
    </div>
  );
}

/** Why some or all of the asked-for calculations are not compared. */
function Notice({ children }: { children: string }) {
  return (
    <p role="alert" className="rounded-md border border-warn bg-surface p-3 text-sm">
      {children}
    </p>
  );
}
