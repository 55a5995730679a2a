import { LegalDocumentPage } from "#app/features/legal/legal-document";
import { loadLegalPage } from "#app/features/legal/legal-pages.server";
import type { Route } from "./+types/($lang)._default.refund";

export const handle = { i18n: ["legal"], publicPage: true };

export const loader = ({ request }: Route.LoaderArgs) => loadLegalPage("refund", request);

export default function Refund({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentPage document="refund" page={loaderData.page} />;
}
