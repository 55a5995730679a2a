import { tokenPageAction, tokenPageData } from "#app/features/newsletter/token-page.server";
import { TokenPage } from "#app/features/newsletter/ui/token-page";
import type { Route } from "./+types/($lang)._default.newsletter_.confirm";

export const handle = { i18n: ["newsletter"] };

export const loader = ({ request, context }: Route.LoaderArgs) => tokenPageData(request, context, "confirm");

export const action = ({ request, context }: Route.ActionArgs) => tokenPageAction(request, context, "confirm");

/** The double opt-in link: the button confirms the subscription. */
export default function ConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  return <TokenPage purpose="confirm" token={loaderData.token} valid={loaderData.valid} answer={actionData} />;
}
