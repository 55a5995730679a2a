import type { FormEvent } from "react";
import { useTranslation } from "#app/platform/i18n/use-translation";
import { useLocation } from "react-router";
import { useTheme } from "remix-themes";
import { MonitorIcon, MoonIcon, SunIcon } from "#app/components/icons";
import { Menu, menuItemClass } from "#app/components/menu/menu";
import { closeMenuAround } from "#app/components/menu/use-disclosure-menu";
import { Tooltip } from "#app/components/tooltip";
import { isThemeChoice, THEME_CHOICES, themeFromChoice, type ThemeChoice } from "#app/platform/theme/theme";

const icons: Record<ThemeChoice, () => React.JSX.Element> = { light: SunIcon, dark: MoonIcon, system: MonitorIcon };

/**
 * Light, dark or system. A plain form post sets the cookie and comes back without JavaScript; with it,
 * remix-themes switches at once and saves in the background.
 */
export function ThemeMenu() {
  const { t } = useTranslation();
  const location = useLocation();
  const [theme, setTheme, { definedBy }] = useTheme();
  const choice: ThemeChoice = definedBy === "SYSTEM" || !theme ? "system" : theme;
  const CurrentIcon = icons[choice];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const value = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value");
    if (!isThemeChoice(value)) return;
    event.preventDefault();
    setTheme(themeFromChoice(value));
    // The chosen button disappears with the menu; focus would otherwise fall to the page.
    closeMenuAround(event.currentTarget);
  };

  return (
    <Menu
      label={t("theme.current", { value: t(`theme.${choice}`) })}
      trigger={
        <Tooltip content={t("theme.label")}>
          <CurrentIcon />
        </Tooltip>
      }
    >
      <form method="post" action="/resources/theme" onSubmit={onSubmit}>
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        {THEME_CHOICES.map((option) => {
          const Icon = icons[option];
          return (
            <button key={option} type="submit" name="theme" value={option} data-menu-item aria-pressed={option === choice} className={menuItemClass}>
              <Icon />
              {t(`theme.${option}`)}
            </button>
          );
        })}
      </form>
    </Menu>
  );
}
