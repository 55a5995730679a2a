import { tokenPageAction, tokenPageData } from "#app/features/newsletter/token-page.server";
import { TokenPage } from "#app/features/newsletter/ui/token-page";
import type { Route } from "./+types/($lang)._default.newsletter_.unsubscribe";

export const handle = { i18n: ["newsletter"] };

export const loader = ({ request, context }: Route.LoaderArgs) => tokenPageData(request, context, "unsubscribe");

export const action = ({ request, context }: Route.ActionArgs) => tokenPageAction(request, context, "unsubscribe");

/** Every newsletter mail's unsubscribe link; mail clients' one-click unsubscribe posts here too. */
export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  return <TokenPage purpose="unsubscribe" token={loaderData.token} valid={loaderData.valid} answer={actionData} />;
}
