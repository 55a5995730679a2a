import { useTranslation } from "#app/platform/i18n/use-translation";
import { MenuIcon, UserIcon } from "#app/components/icons";
import { LocalizedLink, LocalizedNavLink } from "#app/components/localized-link";
import { Menu, menuItemClass } from "#app/components/menu/menu";
import { useRootData } from "#app/lib/root-data";
import { LanguageMenu } from "./language-menu";
import { Logo } from "./logo";
import { mainNav } from "./nav-items";
import { ProfileMenu } from "./profile-menu";
import { ThemeMenu } from "./theme-menu";

export function SiteHeader() {
  const { t } = useTranslation();
  const user = useRootData()?.user ?? null;
  return (
    <header className="border-b border-border bg-surface">
      <div className="mx-auto flex h-16 max-w-(--breakpoint-lg) items-center gap-2 px-3 sm:gap-6 sm:px-4">
        <Logo compact />
        <nav aria-label={t("nav.label")} className="hidden nav:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((item) => (
              <li key={item.to}>
                <LocalizedNavLink
                  to={item.to}
                  className="rounded-md px-3 py-2 font-medium no-underline hover:bg-subtle aria-[current=page]:text-accent-strong aria-[current=page]:underline"
                >
                  {t(item.labelKey)}
                </LocalizedNavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* Below 23rem every menu opens under the whole row of controls: hung from the account button, the
            panel would start off-screen to the left. */}
        <div className="relative ml-auto flex items-center gap-0.5 sm:gap-1 max-[23rem]:[&>details]:static">
          {user ? (
            <ProfileMenu user={user} />
          ) : (
            <LocalizedLink
              to="/login"
              className="mr-1 flex h-10 min-w-10 items-center justify-center rounded-md bg-accent px-2 text-sm font-semibold text-accent-fg no-underline hover:bg-accent-strong sm:px-3"
            >
              {/* Small screens get an icon so the header fits 375px in both languages. */}
              <span className="sm:hidden">
                <UserIcon />
              </span>
              <span className="sr-only sm:not-sr-only">{t("nav.login")}</span>
            </LocalizedLink>
          )}
          <ThemeMenu />
          <LanguageMenu />
          <Menu label={t("nav.openMenu")} trigger={<MenuIcon />} className="nav:hidden">
            <nav aria-label={t("nav.label")}>
              {mainNav.map((item) => (
                <LocalizedLink key={item.to} to={item.to} data-menu-item className={`${menuItemClass} no-underline`}>
                  {t(item.labelKey)}
                </LocalizedLink>
              ))}
            </nav>
          </Menu>
        </div>
      </div>
    </header>
  );
}
