import { LegalDocumentPage } from "#app/features/legal/legal-document";
import { loadLegalPage } from "#app/features/legal/legal-pages.server";
import type { Route } from "./+types/($lang)._default.terms";

export const handle = { i18n: ["legal"], publicPage: true };

export const loader = ({ request, context }: Route.LoaderArgs) => loadLegalPage("terms", request, context);

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentPage document="terms" page={loaderData.page} />;
}
