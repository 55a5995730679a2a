import { LegalDocumentPage } from "#app/features/legal/legal-document";
import { loadLegalPage } from "#app/features/legal/legal-pages.server";
import type { Route } from "./+types/($lang)._default.privacy";

export const handle = { i18n: ["legal"], publicPage: true };

export const loader = ({ request, context }: Route.LoaderArgs) => loadLegalPage("privacy", request, context);

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentPage document="privacy" page={loaderData.page} />;
}
