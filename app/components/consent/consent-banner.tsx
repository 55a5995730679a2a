import { useEffect, useRef } from "react";
import { useTranslation } from "#app/platform/i18n/use-translation";
import { LocalizedLink } from "#app/components/localized-link";
import { useRootData } from "#app/lib/root-data";
import { ConsentForm, useOfferedCategories } from "./consent-form";

/**
 * Shown until the visitor has chosen; nothing optional runs before that. The first layer names every
 * service that runs after consent, as configured: with an advertising pixel, Meta, what it measures, the
 * joint controllership and the transfer to the USA (§ 25 TDDDG, Art. 4 (11), 7, 26 GDPR); nothing that is
 * not configured, and never "anonymous". With no optional service configured there is nothing to ask, and
 * no banner.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const data = useRootData();
  const pixel = data?.pixel ?? null;
  const sentences = [
    t("consent.body"),
    ...(data?.analytics ? [t("consent.bodyAnalytics")] : []),
    ...(pixel ? [t("consent.bodyMeta"), ...(pixel.serverEvents ? [t("consent.bodyMetaServer")] : []), t("consent.bodyMetaJoint")] : []),
    t("consent.bodyChange"),
  ];
  const ref = useBannerHeight();
  const offered = useOfferedCategories();
  if (offered.length === 0) return null;
  return (
    // At most half the viewport (both choices still fit on a 320 × 640 screen); on short viewports
    // (under 500 px) it does not stick at all but follows the page, and app.css keeps focus clear of it.
    <section
      ref={ref}
      id={BANNER_ID}
      aria-labelledby="consent-title"
      className="no-print sticky bottom-0 z-40 max-h-[50dvh] overflow-y-auto border-t border-border bg-surface p-4 shadow-[0_-4px_16px_rgba(0,0,0,0.12)] [@media(max-height:31.25rem)]:static [@media(max-height:31.25rem)]:max-h-none"
    >
      {/* Text and choice side by side on wide screens, so the complete first layer covers little of the page. */}
      <div className="mx-auto flex max-w-(--breakpoint-xl) flex-col gap-3 lg:flex-row lg:items-start lg:gap-8">
        <div className="flex flex-col gap-2 lg:flex-1">
          <h2 id="consent-title" className="font-semibold">
            {t("consent.title")}
          </h2>
          {/* One paragraph per sentence: no single block of the banner's text outgrows a page's own first
              text, so a page's largest contentful paint is its content, painted with the first frame, and not
              this banner at the end of the document, painted frames later. */}
          <div className="flex flex-col gap-1 text-sm text-muted">
            {sentences.map((sentence, index) => (
              <p key={index}>
                {sentence}
                {index === sentences.length - 1 ? (
                  <>
                    {" "}
                    <LocalizedLink to="/privacy" className="text-accent-strong underline">
                      {t("consent.privacyLink")}
                    </LocalizedLink>
                  </>
                ) : null}
              </p>
            ))}
          </div>
        </div>
        <div className="lg:w-80 lg:shrink-0">
          <ConsentForm current={null} />
        </div>
      </div>
    </section>
  );
}

const BANNER_ID = "consent-banner";
const HEIGHT_VARIABLE = "--consent-banner-height";

/** Keeps the banner's real height in the variable app.css reserves as scroll padding (the CSS fallback is its maximum). */
function useBannerHeight() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const banner = ref.current;
    if (!banner) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty(HEIGHT_VARIABLE, `${banner.offsetHeight}px`));
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.removeProperty(HEIGHT_VARIABLE);
    };
  }, []);
  return ref;
}
