import { useTranslation } from "#app/platform/i18n/use-translation";
import { Outlet } from "react-router";
import { SiteShell } from "#app/components/layout/site-shell";
import { LocalizedNavLink } from "#app/components/localized-link";
import { requireUserMiddleware } from "#app/features/auth/session.server";
import type { Route } from "./+types/($lang)._private";

const appNav = [
  { to: "/app", labelKey: "privateNav.home" },
  { to: "/calculator", labelKey: "privateNav.calculator" },
  { to: "/calculations", labelKey: "privateNav.calculations" },
  { to: "/ai-chat", labelKey: "privateNav.aiChat" },
  { to: "/my/profile", labelKey: "privateNav.profile" },
  { to: "/my/settings", labelKey: "privateNav.settings" },
] as const;

/** Every private page and action is checked before its loader or action runs. */
export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware];

/** The signed-in area: the site frame plus its own navigation; never indexed by search engines. */
export default function PrivateLayout() {
  return (
    <SiteShell subnav={<AppNav />}>
      <meta name="robots" content="noindex, nofollow" />
      <Outlet />
    </SiteShell>
  );
}

/** Wraps onto a second line on narrow screens: a sideways scroller there hid items without a cue. */
function AppNav() {
  const { t } = useTranslation();
  return (
    <div className="border-b border-border bg-surface">
      <nav aria-label={t("privateNav.label")} className="mx-auto max-w-(--breakpoint-lg) px-4">
        <ul className="flex flex-wrap gap-1 py-2 text-sm">
          {appNav.map((item) => (
            <li key={item.to}>
              <LocalizedNavLink
                to={item.to}
                className="block rounded-md px-3 py-1.5 whitespace-nowrap no-underline hover:bg-subtle aria-[current=page]:bg-subtle aria-[current=page]:font-semibold"
              >
                {t(item.labelKey)}
              </LocalizedNavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
