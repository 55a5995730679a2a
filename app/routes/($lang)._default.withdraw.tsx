import { useTranslation } from "react-i18next";
import { PageMeta } from "#app/components/page-meta";
import { declarationDefaults } from "#app/features/billing/declaration-defaults.server";
import { withdrawalAction } from "#app/features/billing/withdrawal.server";
import { DeclarationReceipt } from "#app/features/billing/ui/declaration-receipt";
import { WithdrawalConfirm, WithdrawalForm } from "#app/features/billing/ui/withdrawal-form";
import type { Route } from "./+types/($lang)._default.withdraw";

export const handle = { i18n: ["billing", "validation"] };

export const loader = ({ context }: Route.LoaderArgs) => declarationDefaults(context);

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const action = ({ request, context }: Route.ActionArgs) => withdrawalAction(request, context);

/** § 356a BGB: "Vertrag widerrufen" → "Widerruf bestätigen" → acknowledgement, without sign-in. */
export default function WithdrawPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("billing");
  const review = actionData && "review" in actionData ? actionData.review : null;
  const receipt = actionData && "receipt" in actionData ? actionData.receipt : null;
  return (
    <div className="mx-auto flex w-full max-w-(--breakpoint-md) flex-col gap-6 px-4 py-12">
      <PageMeta title={t("withdraw.title")} description={t("withdraw.description")} />
      <h1 className="text-3xl font-bold">{t("withdraw.title")}</h1>
      {receipt ? (
        <DeclarationReceipt heading={t("withdraw.received")} receipt={receipt} />
      ) : review ? (
        <WithdrawalConfirm review={review} />
      ) : (
        <>
          <p className="text-muted">{t("withdraw.intro")}</p>
          <WithdrawalForm defaults={loaderData} lastResult={actionData?.result} />
        </>
      )}
    </div>
  );
}
