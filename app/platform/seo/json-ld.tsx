import { operator } from "#app/config/operator";
import { useNonce } from "#app/lib/nonce";
import { useRootData } from "#app/lib/root-data";
import { jsonForScript } from "#app/lib/script-json";
import { organizationJsonLd } from "./organization";

/** Structured data for search engines; the nonce keeps it valid under our CSP like every inline script. */
function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  return <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}

/** The operator as a schema.org Organization, for the landing page. */
export function OrganizationJsonLd() {
  const root = useRootData();
  const siteUrl = root?.siteUrl ?? "http://localhost";
  return <JsonLd data={organizationJsonLd({ siteUrl, operator, social: root?.social ?? {} })} />;
}
