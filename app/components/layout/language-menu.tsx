import { useTranslation } from "#app/platform/i18n/use-translation";
import { useLocation } from "react-router";
import { GlobeIcon } from "#app/components/icons";
import { Menu, menuItemClass } from "#app/components/menu/menu";
import { Tooltip } from "#app/components/tooltip";
import { LOCALES } from "#app/platform/i18n/locales";
import { useLocale } from "#app/platform/i18n/use-locale";
import { syncRedirectTo } from "#app/lib/sync-redirect-to";

/** Posts the choice to the server, which sets the locale cookie and answers with the page's twin. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const location = useLocation();
  const locale = useLocale();
  return (
    <Menu
      // The name starts with the code the button shows, so "click DE" works for speech input too.
      label={t("language.current", { code: locale.toUpperCase(), value: t(`language.${locale}`) })}
      trigger={
        <Tooltip content={t("language.label")}>
          <GlobeIcon />
          <span className="ml-1 text-sm font-semibold uppercase">{locale}</span>
        </Tooltip>
      }
    >
      <LocaleForm redirectTo={location.pathname + location.search}>
        {LOCALES.map((option) => (
          <button
            key={option}
            type="submit"
            name="locale"
            value={option}
            lang={option}
            data-menu-item
            aria-pressed={option === locale}
            className={menuItemClass}
          >
            {t(`language.${option}`)}
          </button>
        ))}
      </LocaleForm>
    </Menu>
  );
}

/** A full-page form post: a language switch reloads the document so every catalogue matches. */
export function LocaleForm({ redirectTo, children, className }: { redirectTo: string; children: React.ReactNode; className?: string }) {
  return (
    <form method="post" action="/resources/locale" className={className} onSubmit={syncRedirectTo}>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {children}
    </form>
  );
}
