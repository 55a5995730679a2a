import { useTranslation } from "#app/platform/i18n/use-translation";
import { LocalizedLink } from "#app/components/localized-link";

/**
 * `compact`: below 23rem (a phone at 400 % zoom) only the mark shows, so the header's controls fit beside
 * it; the link keeps its name.
 */
export function Logo({ withTagline = true, compact = false }: { withTagline?: boolean; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <LocalizedLink to="/" className="flex items-center gap-2 rounded-md no-underline" aria-label={t("brand.home")}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" className="fill-accent" />
        <path d="M9 8v16M9 16l9-8M12 13.5 21 24" className="stroke-accent-fg" strokeWidth="3" strokeLinecap="round" fill="none" />
      </svg>
      <span className={`${compact ? "hidden min-[23rem]:flex" : "flex"} flex-col leading-tight`}>
        <span className="text-lg font-bold tracking-tight text-fg">Kolleague</span>
        {withTagline ? <span className="text-xs text-muted">{t("brand.tagline")}</span> : null}
      </span>
    </LocalizedLink>
  );
}
