import { useTranslation } from "#app/platform/i18n/use-translation";
import { LocalizedLink } from "#app/components/localized-link";
import { PageMeta } from "#app/components/page-meta";
import { operator } from "#app/config/operator";
import { contactChannels } from "#app/features/support/inbox";
import { supportAction } from "#app/features/support/send.server";
import { ContactChannels } from "#app/features/support/ui/contact-channels";
import { SupportForm } from "#app/features/support/ui/support-form";
import type { Route } from "./+types/($lang)._default.support";

export const handle = { i18n: ["support", "validation"] };

export const loader = () => ({ channels: contactChannels(operator) });

/** A refusal's Retry-After reaches the page response too, not only data requests. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const action = ({ request, context }: Route.ActionArgs) => supportAction(request, context);

export default function SupportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["support", "common"]);
  return (
    <div className="mx-auto grid max-w-(--breakpoint-lg) gap-10 px-4 py-12 md:grid-cols-[2fr_1fr]">
      <PageMeta title={t("title")} description={t("description")} />
      <section className="flex flex-col gap-6">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight">{t("heading")}</h1>
          <p className="text-muted">{t("intro")}</p>
        </div>
        {actionData && "done" in actionData ? (
          <div role="status" className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-6">
            <h2 className="text-xl font-semibold text-success">{t("sent.title")}</h2>
            <p>{t("sent.body")}</p>
            <LocalizedLink to="/support" className="w-fit font-semibold text-accent-strong">
              {t("sent.again")}
            </LocalizedLink>
          </div>
        ) : (
          <SupportForm lastResult={actionData?.result} />
        )}
      </section>
      <ContactChannels channels={loaderData.channels} />
    </div>
  );
}
