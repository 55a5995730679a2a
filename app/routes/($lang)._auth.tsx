import { useTranslation } from "#app/platform/i18n/use-translation";
import { Outlet } from "react-router";
import { LanguageMenu } from "#app/components/layout/language-menu";
import { Logo } from "#app/components/layout/logo";
import { contractLinks } from "#app/components/layout/nav-items";
import { ThemeMenu } from "#app/components/layout/theme-menu";
import { LocalizedLink } from "#app/components/localized-link";

/** Sign-in, sign-up and reset: one focused card, no distractions, legal links within reach. */
export default function AuthLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex w-full max-w-(--breakpoint-md) items-center justify-between px-4 py-4">
        <Logo />
        <div className="flex items-center gap-1">
          <ThemeMenu />
          <LanguageMenu />
        </div>
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center">
        <div className="w-full max-w-md rounded-2xl border border-border bg-surface shadow-sm">
          <Outlet />
        </div>
      </main>
      <footer className="px-4 py-6">
        <ul className="flex flex-wrap justify-center gap-4 text-sm text-muted">
          <li>
            <LocalizedLink to="/privacy">{t("footer.privacy")}</LocalizedLink>
          </li>
          <li>
            <LocalizedLink to="/imprint">{t("footer.imprint")}</LocalizedLink>
          </li>
          <li>
            <LocalizedLink to="/terms">{t("footer.terms")}</LocalizedLink>
          </li>
          <li>
            <LocalizedLink to="/accessibility">{t("footer.accessibility")}</LocalizedLink>
          </li>
          <li>
            <LocalizedLink to="/cookies">{t("footer.cookies")}</LocalizedLink>
          </li>
          {contractLinks.map((link) => (
            <li key={link.to}>
              <LocalizedLink to={link.to}>{t(link.labelKey)}</LocalizedLink>
            </li>
          ))}
        </ul>
      </footer>
    </div>
  );
}
