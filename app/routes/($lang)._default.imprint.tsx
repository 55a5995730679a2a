import { LegalDocumentPage } from "#app/features/legal/legal-document";
import { loadLegalPage } from "#app/features/legal/legal-pages.server";
import type { Route } from "./+types/($lang)._default.imprint";

export const handle = { i18n: ["legal"], publicPage: true };

export const loader = ({ request, context }: Route.LoaderArgs) => loadLegalPage("imprint", request, context);

export default function Imprint({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentPage document="imprint" page={loaderData.page} />;
}
