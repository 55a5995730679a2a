import type { Store, StripeObject } from "./store";
import type { WebhookSender } from "./webhooks";

/** What every handler needs: the state, the webhook sender, and where the stand-in is reachable. */
export type StandInContext = {
  store: Store;
  hooks: WebhookSender;
  baseUrl: string;
};

/** Top-level fields whose values changed: Stripe's `data.previous_attributes` for *.updated events. */
export function previousAttributes(before: StripeObject, after: StripeObject): StripeObject {
  const changed: StripeObject = {};
  for (const key of Object.keys(before)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changed[key] = before[key];
  }
  return changed;
}
