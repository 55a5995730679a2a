import { useTranslation } from "#app/platform/i18n/use-translation";
import { LocalizedLink } from "./localized-link";
import { PageMeta } from "./page-meta";

const KEYS = { 404: "notFound", 503: "unavailable", 500: "server" } as const;

/** 404, 503 and 500 in the page's language; never a stack trace (those go to the server log). */
export function ErrorPage({ status, path }: { status: 404 | 500 | 503; path: string }) {
  const { t } = useTranslation();
  const key = KEYS[status];
  const title = t(`errors.${key}.title`);
  const description = t(`errors.${key}.description`);
  return (
    <section className="mx-auto flex max-w-(--breakpoint-md) flex-col items-start gap-4 px-4 py-20">
      <PageMeta title={title} description={description} noindex />
      <p className="text-sm font-semibold text-accent-strong">{status}</p>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-muted">{description}</p>
      {status === 404 ? <p className="font-mono text-sm break-all">{t("errors.notFound.detail", { path })}</p> : null}
      <LocalizedLink to="/" className="rounded-md bg-accent px-4 py-2 font-semibold text-accent-fg no-underline hover:bg-accent-strong">
        {t("errors.backHome")}
      </LocalizedLink>
    </section>
  );
}
