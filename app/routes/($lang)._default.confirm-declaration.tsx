import { useTranslation } from "#app/platform/i18n/use-translation";
import { Form } from "react-router";
import { SubmitButton } from "#app/components/forms";
import { PageMeta } from "#app/components/page-meta";
import { DeclarationReceipt } from "#app/features/billing/ui/declaration-receipt";
import { confirmDeclaration, confirmDeclarationPage } from "#app/features/declarations/confirm-page.server";
import type { Route } from "./+types/($lang)._default.confirm-declaration";

export const handle = { i18n: ["billing", "declarations"] };

/** /confirm-declaration?kind=…&id=…&sig=…: the one-time link mailed to the account; the button confirms. */
export const loader = ({ request, context }: Route.LoaderArgs) => confirmDeclarationPage(request, context);

export const action = ({ request, context }: Route.ActionArgs) => confirmDeclaration(request, context);

export default function ConfirmDeclarationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("declarations");
  const done = actionData?.done;
  const expired = actionData !== undefined && !done;
  return (
    <div className="mx-auto flex w-full max-w-(--breakpoint-md) flex-col gap-6 px-4 py-12">
      <PageMeta title={t("confirm.title")} description={t("confirm.description")} noindex />
      <h1 className="text-3xl font-bold">{t("confirm.title")}</h1>
      {done ? (
        <DeclarationReceipt heading={t(`confirm.${done.kind}.done`)} receipt={done.receipt} />
      ) : expired || !loaderData.valid ? (
        <section role="alert" aria-labelledby="confirm-invalid" className="flex flex-col gap-3">
          <h2 id="confirm-invalid" className="text-xl font-semibold">
            {t("confirm.invalidTitle")}
          </h2>
          <p>{t("confirm.invalid")}</p>
        </section>
      ) : (
        <Form method="post" className="flex flex-col gap-4">
          <h2 className="text-xl font-semibold">{t(`confirm.${loaderData.kind}.heading`)}</h2>
          <p>{t("confirm.received", { at: loaderData.receivedAt })}</p>
          <ul className="flex flex-col gap-1 rounded-xl border border-border bg-surface p-6">
            {loaderData.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <input type="hidden" name="kind" value={loaderData.kind} />
          <input type="hidden" name="id" value={loaderData.id} />
          <input type="hidden" name="sig" value={loaderData.sig} />
          <SubmitButton variant="danger" className="w-full sm:w-fit">
            {t(`confirm.${loaderData.kind}.submit`)}
          </SubmitButton>
          <p className="text-sm text-muted">{t("confirm.notYou")}</p>
        </Form>
      )}
    </div>
  );
}
