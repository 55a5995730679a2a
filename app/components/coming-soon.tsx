import { useTranslation } from "react-i18next";
import { LocalizedLink } from "./localized-link";
import { PageMeta } from "./page-meta";

export type PageKey = "aiChat" | "pricing" | "support";

/** The honest state of a page another issue will fill: its real title, a short note, a way back. */
export function ComingSoon({ page }: { page: PageKey }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-(--breakpoint-md) flex-col gap-4 px-4 py-16">
      <PageMeta title={t(`pages.${page}.title`)} description={t(`pages.${page}.description`)} />
      <h1 className="text-3xl font-bold">{t(`pages.${page}.title`)}</h1>
      <p className="inline-flex w-fit rounded-full bg-subtle px-3 py-1 text-sm font-semibold">{t("comingSoon.title")}</p>
      <p className="text-muted">{t("comingSoon.body")}</p>
      <LocalizedLink to="/" className="w-fit font-semibold text-accent-strong">
        {t("comingSoon.backHome")}
      </LocalizedLink>
    </section>
  );
}
