import { useNonce } from "#app/lib/nonce";
import { useRootData } from "#app/lib/root-data";

/** The analytics script, rendered only when it is configured and the visitor consented to analytics. */
export function Analytics() {
  const nonce = useNonce();
  const data = useRootData();
  if (!data?.analytics || !data.consent?.analytics) return null;
  return <script defer data-domain={data.analytics.domain} src={data.analytics.src} nonce={nonce} />;
}
