import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "#app/platform/i18n/use-translation";
import { useRouteCatalogues } from "#app/platform/i18n/use-route-catalogues";
import { data, isRouteErrorResponse, Links, Meta, Outlet, ScrollRestoration, useLocation, useRouteError } from "react-router";
import { PreventFlashOnWrongTheme, ThemeProvider, useTheme } from "remix-themes";
import { isbot } from "isbot";
import { getEnv } from "#app/config/env.server";
import { i18nextMiddleware, getLocale } from "#app/platform/i18n/i18next.server";
import { readLocaleCookie } from "#app/platform/i18n/locale-cookie.server";
import { isLocale, preferredLocale, stripLocale, type Locale } from "#app/platform/i18n/locales";
import { socialProfiles } from "#app/config/social.server";
import { themeSessionResolver } from "#app/platform/theme/theme.server";
import { takeToast } from "#app/platform/toast/toast.server";
import { supabaseMiddleware } from "#app/platform/supabase/client.server";
import { readSessionUser } from "#app/features/auth/session.server";
import { analyticsConfig, readConsent } from "#app/platform/consent/consent.server";
import { botCheckWidget } from "#app/platform/bot-check/config.server";
import { ConsentBanner } from "#app/components/consent/consent-banner";
import { Analytics } from "#app/components/consent/analytics";
import { MetaPixel, PixelConversionEvent } from "#app/components/consent/meta-pixel";
import { pixelSetup } from "#app/platform/conversions/config.server";
import { useNonce } from "#app/lib/nonce";
import { useRootData } from "#app/lib/root-data";
import { LoadingBar } from "#app/components/loading-bar/loading-bar";
import { Toaster } from "#app/components/toaster";
import { ErrorPage } from "#app/components/error-page";
import { devConsoleError } from "#app/platform/log/dev-console";
import { SiteShell } from "#app/components/layout/site-shell";
import { CRITICAL_CSS_ATTRIBUTE, initialCriticalCss } from "#app/components/layout/critical-css";
import { ScriptsAfterPaint } from "#app/components/layout/scripts-after-paint";
import { RouteFocus } from "#app/components/layout/route-focus";
import type { Route } from "./+types/root";
import stylesheetUrl from "./app.css?url";

export const middleware: Route.MiddlewareFunction[] = [i18nextMiddleware, supabaseMiddleware];

/**
 * The stylesheet is one file (≈ 7 KB gzip) with a content hash in its name, served as immutable for a year:
 * a first visit fetches it once and every later page, in any language, reuses it. A page template whose first
 * screen's CSS the server inlines (app/components/layout/critical-css.ts, decision 017) paints from that
 * <style> and loads the file after its content, where it holds up nothing the first paint needs; any other
 * page links it in its head. Chosen once per document (the browser reads back what the server sent).
 */
function useCriticalCss(): string | null {
  const { pathname } = useLocation();
  const [css] = useState(() => initialCriticalCss(pathname));
  return css;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const env = getEnv();
  const locale = getLocale(context) as Locale;
  const [themeSession, flash, chosenLocale, consent, user] = await Promise.all([
    themeSessionResolver()(request),
    takeToast(request),
    readLocaleCookie(request),
    readConsent(request),
    // Public pages stay up when the backend is down: the header then shows the signed-out state.
    readSessionUser(context).catch(() => null),
  ]);
  // Accept-Language never redirects; it only offers the German page, and never to crawlers.
  const suggestGerman =
    locale === "en" &&
    chosenLocale === null &&
    preferredLocale(request.headers.get("Accept-Language")) === "de" &&
    !isbot(request.headers.get("User-Agent") ?? "");
  return data(
    {
      locale,
      theme: themeSession.getTheme(),
      toast: flash.toast,
      siteUrl: new URL(env.APP_URL).origin,
      social: socialProfiles(env),
      release: { version: __APP_VERSION__, date: __BUILD_DATE__ },
      suggestGerman,
      user,
      // The choice, not its time or version: the page needs no more, and cached public pages stay shared.
      consent: consent && { analytics: consent.analytics, marketing: consent.marketing },
      analytics: analyticsConfig(),
      pixel: pixelSetup(),
      // A conversion the previous request recorded (e.g. the confirmed sign-up), for the browser pixel.
      conversion: flash.pixel,
      botCheck: botCheckWidget(),
    },
    flash.setCookie ? { headers: { "Set-Cookie": flash.setCookie } } : undefined,
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  return (
    <ThemeProvider specifiedTheme={data?.theme ?? null} themeAction="/resources/theme">
      <Document ssrTheme={Boolean(data?.theme)}>{children}</Document>
    </ThemeProvider>
  );
}

function Document({ children, ssrTheme }: { children: ReactNode; ssrTheme: boolean }) {
  const [theme] = useTheme();
  const nonce = useNonce();
  const { i18n } = useTranslation();
  const data = useRootData();
  const locale = data?.locale ?? (isLocale(i18n.language) ? i18n.language : "en");
  // The settings page holds the same choice; no banner on top of it.
  const isCookieSettings = stripLocale(useLocation().pathname) === "/cookies";
  const criticalCss = useCriticalCss();
  // A signal that the page's enhancements are live (effects run children first, so every one below is
  // attached): browser tests wait for it instead of for time.
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  return (
    <html lang={locale} className={theme ?? ""} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <PreventFlashOnWrongTheme ssrTheme={ssrTheme} nonce={nonce} />
        <Analytics />
        {/* The nonce from the page on both sides: React Router puts only the server's on the links. */}
        <Links nonce={nonce} />
        {criticalCss ? (
          <style {...{ [CRITICAL_CSS_ATTRIBUTE]: "" }} nonce={nonce} dangerouslySetInnerHTML={{ __html: criticalCss }} />
        ) : (
          <link rel="stylesheet" href={stylesheetUrl} />
        )}
      </head>
      <body className="min-h-dvh bg-canvas font-sans text-fg">
        <MetaPixel />
        <PixelConversionEvent conversion={data?.conversion ?? null} />
        <LoadingBar />
        {children}
        {data && !data.consent && !isCookieSettings ? <ConsentBanner /> : null}
        <Toaster flash={data?.toast ?? null} />
        {/* After the page: its own focus choices (effects) come first. */}
        <RouteFocus />
        {criticalCss ? <link rel="stylesheet" href={stylesheetUrl} /> : null}
        <ScrollRestoration nonce={nonce} />
        <ScriptsAfterPaint nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useRouteCatalogues();
  return <Outlet />;
}

/** Only reached when the root itself fails; page errors render inside the layouts ($lang route). */
export function ErrorBoundary() {
  const error = useRouteError();
  const { pathname: path } = useLocation();
  const raw = isRouteErrorResponse(error) ? error.status : 500;
  const status = raw === 404 || raw === 503 ? raw : 500;
  if (error instanceof Error) devConsoleError(error);
  return (
    <SiteShell>
      <ErrorPage status={status} path={path} />
    </SiteShell>
  );
}
