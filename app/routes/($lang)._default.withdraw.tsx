import { useTranslation } from "#app/platform/i18n/use-translation";
import { declarationDefaults } from "#app/features/billing/declaration-defaults.server";
import { withdrawalAction } from "#app/features/billing/withdrawal.server";
import { DeclarationPage } from "#app/features/billing/ui/declaration-page";
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
  return (
    <DeclarationPage page="withdraw" answer={actionData}>
      {review ? (
        <WithdrawalConfirm review={review} />
      ) : (
        <>
          <p className="text-muted">{t("withdraw.intro")}</p>
          <WithdrawalForm defaults={loaderData} lastResult={actionData?.result} />
        </>
      )}
    </DeclarationPage>
  );
}
