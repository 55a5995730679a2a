import { useTranslation } from "#app/platform/i18n/use-translation";
import { useLocation } from "react-router";
import { LocaleForm } from "./language-menu";

/**
 * Offered when the browser prefers German on an English page; it never redirects by itself. Only its
 * German parts carry lang="de": the label and the way back stay in the page's English.
 */
export function LocaleNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <aside aria-label={t("language.suggestionLabel")} className="border-b border-border bg-subtle">
      <LocaleForm
        redirectTo={location.pathname + location.search}
        className="mx-auto flex max-w-(--breakpoint-lg) flex-wrap items-center gap-3 px-4 py-2 text-sm"
      >
        <p lang="de" className="flex-1">
          {t("language.suggestion")}
        </p>
        <button
          type="submit"
          name="locale"
          value="de"
          lang="de"
          className="rounded-md bg-accent px-3 py-1.5 font-semibold text-accent-fg hover:bg-accent-strong"
        >
          {t("language.suggestionSwitch")}
        </button>
        <button type="submit" name="locale" value="en" className="rounded-md px-3 py-1.5 underline hover:bg-surface">
          {t("language.suggestionDismiss")}
        </button>
      </LocaleForm>
    </aside>
  );
}
