import { data, isRouteErrorResponse, Outlet, redirect, useLocation, useRouteError } from "react-router";
import { ErrorPage } from "#app/components/error-page";
import { devConsoleError } from "#app/platform/log/dev-console";
import { SiteShell } from "#app/components/layout/site-shell";
import { resolveMovedPath } from "#app/config/redirects";
import { readLocaleCookie } from "#app/platform/i18n/locale-cookie.server";
import { localizePath, PREFIXED_LOCALE } from "#app/platform/i18n/locales";
import { safeRedirectPath } from "#app/lib/safe-redirect";
import type { Route } from "./+types/($lang)";

/**
 * Every page sits under the optional language segment. Before any loader runs: a path with an empty
 * segment ("//") is a 404, moved paths redirect,
 * /en/x answers 301 to /x, any other prefix is a 404, and a visitor who chose German (cookie) is sent
 * from a bare path to its /de twin. Without that cookie the URL alone decides, so crawlers always get
 * the URL's language.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, params }) => {
    const url = new URL(request.url);
    // An empty segment names no page: React Router would match "//" as the home page (a duplicate under a
    // URL no link of ours makes), and elsewhere "//x" reads as a host. Cached or not, such paths are a 404.
    if (url.pathname.includes("//")) throw data(null, { status: 404 });
    const moved = resolveMovedPath(url.pathname);
    if (moved) throw redirect(moved, 301);
    // "/en//host" must not become "//host": the stripped path goes through the one redirect check.
    if (params.lang === "en") throw redirect(safeRedirectPath((url.pathname.slice(3) || "/") + url.search, "/"), 301);
    if (params.lang !== undefined && params.lang !== PREFIXED_LOCALE) throw data(null, { status: 404 });
    if (params.lang === undefined && (await readLocaleCookie(request)) === PREFIXED_LOCALE) {
      throw redirect(localizePath(url.pathname, PREFIXED_LOCALE) + url.search, { status: 302, headers: { Vary: "Cookie" } });
    }
  },
];

export default function LanguageScope() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) devConsoleError(error);
  return (
    <SiteShell>
      <ErrorPage status={status === 404 || status === 503 ? status : 500} path={pathname} />
    </SiteShell>
  );
}
