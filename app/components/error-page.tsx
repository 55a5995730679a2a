import { useTranslation } from "react-i18next";
import { LocalizedLink } from "./localized-link";
import { PageMeta } from "./page-meta";

/** 404 and 500 in the page's language; never a stack trace (those go to the server log). */
export function ErrorPage({ status, path }: { status: number; path: string }) {
  const { t } = useTranslation();
  const notFound = status === 404;
  const title = notFound ? t("errors.notFound.title") : t("errors.server.title");
  return (
    <section className="mx-auto flex max-w-(--breakpoint-md) flex-col items-start gap-4 px-4 py-20">
      <PageMeta title={title} description={notFound ? t("errors.notFound.description") : t("errors.server.description")} noindex />
      <p className="text-sm font-semibold text-accent-strong">{status}</p>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-muted">{notFound ? t("errors.notFound.description") : t("errors.server.description")}</p>
      {notFound ? <p className="font-mono text-sm break-all">{t("errors.notFound.detail", { path })}</p> : null}
      <LocalizedLink to="/" className="rounded-md bg-accent px-4 py-2 font-semibold text-accent-fg no-underline hover:bg-accent-strong">
        {t("errors.backHome")}
      </LocalizedLink>
    </section>
  );
}
