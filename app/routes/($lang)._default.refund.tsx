import { LegalDocumentPage } from "#app/features/legal/legal-document";
import { loadLegalPage } from "#app/features/legal/legal-pages.server";
import type { Route } from "./+types/($lang)._default.refund";

export const handle = { i18n: ["legal"], publicPage: true };

export const loader = ({ request, context }: Route.LoaderArgs) => loadLegalPage("refund", request, context);

export default function Refund({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentPage document="refund" page={loaderData.page} />;
}
