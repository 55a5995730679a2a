import type { ReactNode } from "react";
import { useTranslation } from "#app/platform/i18n/use-translation";
import { useRootData } from "#app/lib/root-data";
import { LocaleNotice } from "./locale-notice";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * The default layout's frame: header, the page, footer. Error pages keep it too. `subnav` (the app's own
 * navigation) sits between header and <main>, so "Skip to content" skips it as well.
 */
export function SiteShell({ subnav, children }: { subnav?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const suggestGerman = useRootData()?.suggestGerman ?? false;
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2"
      >
        {t("nav.skipToContent")}
      </a>
      <SiteHeader />
      {suggestGerman ? <LocaleNotice /> : null}
      {subnav}
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
