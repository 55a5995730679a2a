import { useTranslation } from "#app/platform/i18n/use-translation";
import { LocalizedLink } from "#app/components/localized-link";

/** Links to the newer and older pages of the list; nothing when everything fits on one page. */
export function Pages({ page, hasMore }: { page: number; hasMore: boolean }) {
  const { t } = useTranslation("saved");
  if (page === 1 && !hasMore) return null;
  const link = "font-semibold text-accent-strong";
  return (
    <nav aria-label={t("list.pages")} className="flex flex-wrap justify-between gap-3">
      {page > 1 ? (
        <LocalizedLink to={page === 2 ? "/calculations" : `/calculations?page=${page - 1}`} className={link}>
          {t("list.newer")}
        </LocalizedLink>
      ) : (
        <span />
      )}
      {hasMore ? (
        <LocalizedLink to={`/calculations?page=${page + 1}`} className={link}>
          {t("list.older")}
        </LocalizedLink>
      ) : null}
    </nav>
  );
}
