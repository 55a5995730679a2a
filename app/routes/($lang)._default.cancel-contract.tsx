import { useTranslation } from "#app/platform/i18n/use-translation";
import { cancellationAction } from "#app/features/billing/cancellation.server";
import { declarationDefaults } from "#app/features/billing/declaration-defaults.server";
import { CancellationForm } from "#app/features/billing/ui/cancellation-form";
import { DeclarationPage } from "#app/features/billing/ui/declaration-page";
import type { Route } from "./+types/($lang)._default.cancel-contract";

export const handle = { i18n: ["billing", "validation"] };

export const loader = ({ context }: Route.LoaderArgs) => declarationDefaults(context);

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const action = ({ request, context }: Route.ActionArgs) => cancellationAction(request, context);

/** § 312k BGB: the page behind "Verträge hier kündigen", without sign-in. */
export default function CancelContractPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("billing");
  return (
    <DeclarationPage page="cancel" answer={actionData}>
      <p className="text-muted">{t("cancel.intro")}</p>
      <CancellationForm defaults={loaderData} lastResult={actionData?.result} />
    </DeclarationPage>
  );
}
