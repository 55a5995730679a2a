import { useTranslation } from "#app/platform/i18n/use-translation";
import { SocialIcon } from "#app/components/icons";
import { LocalizedLink } from "#app/components/localized-link";
import { site, type SocialNetwork } from "#app/config/site";
import { useFormatDate } from "#app/platform/i18n/use-locale";
import { NewsletterForm } from "#app/features/newsletter/ui/newsletter-form";
import { useRootData } from "#app/lib/root-data";
import { Logo } from "./logo";
import { contractLinks } from "./nav-items";

const legalLinks = [
  { to: "/privacy", labelKey: "footer.privacy" },
  { to: "/imprint", labelKey: "footer.imprint" },
  { to: "/terms", labelKey: "footer.terms" },
  { to: "/refund", labelKey: "footer.refund" },
  { to: "/cookies", labelKey: "footer.cookies" },
  { to: "/accessibility", labelKey: "footer.accessibility" },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  const data = useRootData();
  const formatDate = useFormatDate();
  const release = data?.release ?? { version: __APP_VERSION__, date: __BUILD_DATE__ };
  const profiles = site.socialNetworks
    .map((network) => ({ network, url: data?.social[network] }))
    .filter((profile): profile is { network: SocialNetwork; url: string } => Boolean(profile.url));

  return (
    <footer className="mt-16 border-t border-border bg-surface">
      <div className="mx-auto grid max-w-(--breakpoint-xl) gap-8 px-4 py-10 sm:grid-cols-3">
        <div className="flex flex-col gap-3">
          <Logo />
          <p className="text-sm text-muted">{t("brand.description")}</p>
          <NewsletterForm source="footer" />
        </div>
        {profiles.length > 0 ? (
          <nav aria-labelledby="footer-follow">
            <h2 id="footer-follow" className="mb-3 text-sm font-semibold">
              {t("footer.followUs")}
            </h2>
            <ul className="flex flex-col gap-2 text-sm">
              {profiles.map(({ network, url }) => (
                <li key={network}>
                  <a href={url} rel="me noopener noreferrer" target="_blank" className="inline-flex items-center gap-2 hover:text-accent-strong">
                    <SocialIcon network={network} />
                    {t(`footer.social.${network}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="mb-3 text-sm font-semibold">
            {t("footer.legal")}
          </h2>
          <ul className="flex flex-col gap-2 text-sm">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <LocalizedLink to={link.to} className="hover:text-accent-strong">
                  {t(link.labelKey)}
                </LocalizedLink>
              </li>
            ))}
          </ul>
          <ul className="mt-4 flex flex-col gap-2 text-sm">
            {contractLinks.map((link) => (
              <li key={link.to}>
                <LocalizedLink
                  to={link.to}
                  className="inline-block rounded-md border border-border px-3 py-1.5 font-semibold no-underline hover:bg-subtle"
                >
                  {t(link.labelKey)}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-(--breakpoint-xl) flex-wrap items-center justify-between gap-3 px-4 py-4 text-xs text-muted">
          <p>{t("footer.copyright", { year: release.date.slice(0, 4) })}</p>
          <p>{t("footer.version", { version: release.version, date: formatDate(release.date) })}</p>
          {profiles.length > 0 ? (
            <ul className="flex gap-3">
              {profiles.map(({ network, url }) => (
                <li key={network}>
                  <a
                    href={url}
                    rel="me noopener noreferrer"
                    target="_blank"
                    aria-label={t("footer.socialLink", { network: t(`footer.social.${network}`) })}
                    className="hover:text-accent-strong"
                  >
                    <SocialIcon network={network} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
