import { useTranslation } from "#app/platform/i18n/use-translation";
import { LocalizedLink } from "#app/components/localized-link";
import { Menu, menuItemClass } from "#app/components/menu/menu";
import { useLocalizedPath } from "#app/platform/i18n/use-locale";
import { Avatar } from "./avatar";
import { profileNav } from "./nav-items";

export function ProfileMenu({ user }: { user: { name: string; email: string; avatarUrl: string | null } }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <Menu label={t("profileMenu.label")} trigger={<Avatar src={user.avatarUrl} name={user.name || user.email} />}>
      <p className="truncate px-3 py-2 text-xs text-muted">{user.email}</p>
      {profileNav.map((item) => (
        <LocalizedLink key={item.to} to={item.to} data-menu-item className={`${menuItemClass} no-underline`}>
          {t(item.labelKey)}
        </LocalizedLink>
      ))}
      <form method="post" action={localize("/logout")}>
        <button type="submit" data-menu-item className={menuItemClass}>
          {t("profileMenu.logout")}
        </button>
      </form>
    </Menu>
  );
}
