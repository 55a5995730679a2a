import { useTranslation } from "#app/platform/i18n/use-translation";
import type { Locale } from "#app/platform/i18n/locales";
import { useRootData } from "#app/lib/root-data";
import { feedPath } from "./posts";

/** Lets feed readers and browsers discover this language's RSS feed from any blog page. */
export function FeedDiscoveryLink({ locale }: { locale: Locale }) {
  const { t } = useTranslation("blog");
  const siteUrl = useRootData()?.siteUrl ?? "http://localhost";
  return <link rel="alternate" type="application/rss+xml" title={t("feedTitle")} href={new URL(feedPath(locale), siteUrl).toString()} />;
}
