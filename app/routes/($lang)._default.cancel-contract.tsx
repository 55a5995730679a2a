import { useTranslation } from "react-i18next";
import { PageMeta } from "#app/components/page-meta";
import { cancellationAction } from "#app/features/billing/cancellation.server";
import { declarationDefaults } from "#app/features/billing/declaration-defaults.server";
import { CancellationForm } from "#app/features/billing/ui/cancellation-form";
import { DeclarationReceipt } from "#app/features/billing/ui/declaration-receipt";
import type { Route } from "./+types/($lang)._default.cancel-contract";

export const handle = { i18n: ["billing", "validation"] };

export const loader = ({ context }: Route.LoaderArgs) => declarationDefaults(context);

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const action = ({ request, context }: Route.ActionArgs) => cancellationAction(request, context);

/** § 312k BGB: the page behind "Verträge hier kündigen", without sign-in. */
export default function CancelContractPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("billing");
  const receipt = actionData && "receipt" in actionData ? actionData.receipt : null;
  return (
    <div className="mx-auto flex w-full max-w-(--breakpoint-md) flex-col gap-6 px-4 py-12">
      <PageMeta title={t("cancel.title")} description={t("cancel.description")} />
      <h1 className="text-3xl font-bold">{t("cancel.title")}</h1>
      {receipt ? (
        <DeclarationReceipt heading={t("cancel.received")} receipt={receipt} />
      ) : (
        <>
          <p className="text-muted">{t("cancel.intro")}</p>
          <CancellationForm defaults={loaderData} lastResult={actionData?.result} />
        </>
      )}
    </div>
  );
}
