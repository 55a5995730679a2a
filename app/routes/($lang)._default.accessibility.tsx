import { LegalDocumentPage } from "#app/features/legal/legal-document";
import { loadLegalPage } from "#app/features/legal/legal-pages.server";
import type { Route } from "./+types/($lang)._default.accessibility";

export const handle = { i18n: ["legal"], publicPage: true };

export const loader = ({ request, context }: Route.LoaderArgs) => loadLegalPage("accessibility", request, context);

export default function AccessibilityStatement({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentPage document="accessibility" page={loaderData.page} />;
}
