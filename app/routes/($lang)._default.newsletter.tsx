import { useTranslation } from "#app/platform/i18n/use-translation";
import { PageMeta } from "#app/components/page-meta";
import { newsletterSignupAction } from "#app/features/newsletter/signup.server";
import { NewsletterForm } from "#app/features/newsletter/ui/newsletter-form";
import type { Route } from "./+types/($lang)._default.newsletter";

export const handle = { i18n: ["newsletter"] };

/** `?confirmed=1`: where an external provider (Brevo) sends people after its confirmation link. */
export const loader = ({ request }: Route.LoaderArgs) => ({ confirmed: new URL(request.url).searchParams.get("confirmed") === "1" });

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

/** Every sign-up form posts here: the footer's and the blog's too, so without JavaScript this page shows the answer. */
export const action = ({ request, context }: Route.ActionArgs) => newsletterSignupAction(request, context);

export default function NewsletterPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["newsletter", "common"]);
  return (
    <div className="mx-auto flex max-w-(--breakpoint-sm) flex-col gap-6 px-4 py-12">
      <PageMeta title={t("page.title")} description={t("page.description")} />
      <h1 className="text-3xl font-bold tracking-tight">{t("page.title")}</h1>
      {loaderData.confirmed ? (
        <p role="status" className="font-medium text-success">
          {t("page.confirmed")}
        </p>
      ) : null}
      <div className="rounded-xl border border-border bg-surface p-6">
        <NewsletterForm source="page" answer={actionData} />
      </div>
    </div>
  );
}
