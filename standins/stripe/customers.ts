import type { StandInContext } from "./context";
import { list, mergeMetadata, str, type Params } from "./form";
import { nowSeconds, randomId, type StripeObject } from "./store";

/** A customer as Stripe returns it (POST /v1/customers, or Checkout without a `customer`). */
export function createCustomer(ctx: StandInContext, params: Params): StripeObject {
  const id = randomId("cus", 14);
  return ctx.store.put({
    id,
    object: "customer",
    address: null,
    balance: 0,
    created: nowSeconds(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: str(params, "description") || null,
    email: str(params, "email") || null,
    invoice_prefix: id.slice(4, 12).toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: mergeMetadata({}, params.metadata),
    name: str(params, "name") || null,
    next_invoice_sequence: 1,
    phone: str(params, "phone") || null,
    preferred_locales: list(params, "preferred_locales"),
    shipping: null,
    tax_exempt: "none",
    test_clock: null,
  });
}
