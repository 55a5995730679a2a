import { useEffect, useRef } from "react";
import { useLocation, useMatches } from "react-router";
import { isCleanAddress, pageAllowsPixel } from "#app/platform/conversions/pixel-pages";
import { useNonce } from "#app/lib/nonce";
import { useRootData } from "#app/lib/root-data";

type Plausible = ((event: string, options?: { u?: string }) => void) & { q?: unknown[][] };
declare global {
  interface Window {
    plausible?: Plausible;
  }
}

/**
 * Plausible's manual variant of the configured script (`script.js` → `script.manual.js`): it sends no page
 * view of its own, because its automatic one reports `location.href`, query included (a calculator's
 * figures, a confirmation link's address and token), and only Plausible's server would drop it.
 */
const manualScript = (src: string) => src.replace(/(\.manual)?\.js$/, ".manual.js");

/**
 * The analytics script: only when it is configured, the visitor consented to analytics, and the page may
 * carry third-party measurement at all (`handle.advertisingPixel`, the pixel's opt-in, decision 015), so a
 * page with a token or a personal value in its address never loads it. Each page view reports the origin
 * and path only, also after client-side navigation, and none while the referrer (which the script sends as
 * it is) has a query or a fragment.
 */
export function Analytics() {
  const nonce = useNonce();
  const data = useRootData();
  const allowed = pageAllowsPixel(useMatches());
  const analytics = data?.analytics && data.consent?.analytics && allowed ? data.analytics : null;
  const { pathname } = useLocation();
  const reported = useRef<string | null>(null);

  useEffect(() => {
    if (!analytics) {
      // Back on a page that may carry it after one that may not: that is a new view.
      reported.current = null;
      return;
    }
    if (reported.current === pathname || !isCleanAddress(document.referrer)) return;
    // Like Plausible's own automatic mode: one view per path, not per query change on the same page.
    reported.current = pathname;
    // The command queue the script reads when it arrives (its documented stub for manual page views).
    const queue: Plausible = (...args) => (queue.q ??= []).push(args);
    window.plausible ??= queue;
    window.plausible("pageview", { u: window.location.origin + window.location.pathname });
  }, [analytics, pathname]);

  if (!analytics) return null;
  return <script defer data-domain={analytics.domain} src={manualScript(analytics.src)} nonce={nonce} />;
}
