import type { StandInContext } from "./context";
import { bool, mergeMetadata, record, str, type Params } from "./form";
import { nowSeconds, randomId, type StripeObject } from "./store";

/** The configuration a portal session uses when none is named: every feature on, as a new Stripe account's default. */
export const DEFAULT_PORTAL_CONFIGURATION = "bpc_standin_default";

function feature(params: Params | undefined, key: string, fallback: boolean): { enabled: boolean } & Record<string, unknown> {
  const given = params ? record(params, key) : undefined;
  return { enabled: given ? (bool(given, "enabled") ?? fallback) : fallback };
}

/** POST /v1/billing_portal/configurations: the features the stand-in's portal page honours, and metadata. */
export function createPortalConfiguration(ctx: StandInContext, params: Params, id = randomId("bpc")): StripeObject {
  const features = record(params, "features");
  const cancel = features ? record(features, "subscription_cancel") : undefined;
  const now = nowSeconds();
  return ctx.store.put({
    id,
    object: "billing_portal.configuration",
    active: true,
    application: null,
    business_profile: { headline: null, privacy_policy_url: null, terms_of_service_url: null },
    created: now,
    default_return_url: str(params, "default_return_url") ?? null,
    features: {
      customer_update: { allowed_updates: [], enabled: false },
      invoice_history: feature(features, "invoice_history", true),
      payment_method_update: feature(features, "payment_method_update", true),
      subscription_cancel: { ...feature(features, "subscription_cancel", true), mode: (cancel && str(cancel, "mode")) ?? "at_period_end" },
      subscription_update: feature(features, "subscription_update", true),
    },
    is_default: id === DEFAULT_PORTAL_CONFIGURATION,
    livemode: false,
    login_page: { enabled: false, url: null },
    metadata: mergeMetadata({}, params.metadata),
    updated: now,
  });
}

/** The configuration a portal session was opened with (the default one is made on first use). */
export function portalConfiguration(ctx: StandInContext, id: string): StripeObject {
  const found = ctx.store.objects.get(id);
  if (found?.object === "billing_portal.configuration") return found;
  return createPortalConfiguration(ctx, {}, DEFAULT_PORTAL_CONFIGURATION);
}
