import type { StandInContext } from "./context";
import { createCustomer } from "./customers";
import { int, list, mergeMetadata, record, str, type Params } from "./form";
import { invalid, missing, nowSeconds, randomId, type StripeObject } from "./store";
import { DEFAULT_PORTAL_CONFIGURATION } from "./portal-configurations";
import { createSubscription } from "./subscriptions";

/** A subscription-mode Checkout Session; its `url` is the stand-in's hosted checkout page. */
export function createCheckoutSession(ctx: StandInContext, params: Params): StripeObject {
  const mode = str(params, "mode");
  if (!mode) throw missing("mode");
  if (mode !== "subscription") throw invalid("The stand-in supports Checkout in subscription mode only.", "mode");
  const successUrl = str(params, "success_url");
  if (!successUrl) throw missing("success_url");
  const customer = str(params, "customer");
  if (customer) ctx.store.get("customer", customer, "customer");
  const lineItems = list(params, "line_items");
  if (lineItems.length !== 1) throw invalid("The stand-in takes exactly one line item (line_items[0][price]).", "line_items");
  const line = lineItems[0] as Params;
  const priceId = str(line, "price");
  if (!priceId) throw missing("line_items[0][price]");
  const price = ctx.store.get("price", priceId, "line_items[0][price]");
  if (!price.active) throw invalid(`The price \`${price.id}\` is not active.`, "line_items[0][price]");
  const quantity = int(line, "quantity") ?? 1;
  const subscriptionData = record(params, "subscription_data") ?? {};
  const trialPeriodDays = int(subscriptionData, "trial_period_days");
  if (trialPeriodDays !== undefined && (trialPeriodDays < 1 || trialPeriodDays > 730)) {
    throw invalid("trial_period_days must be between 1 and 730.", "subscription_data[trial_period_days]");
  }
  const now = nowSeconds();
  // As Stripe: an exact trial end instead of a number of days, at least 48 hours ahead, never both.
  const trialEnd = int(subscriptionData, "trial_end");
  if (trialEnd !== undefined && trialPeriodDays !== undefined)
    throw invalid("You may only specify one of these parameters: trial_end, trial_period_days.", "subscription_data[trial_end]");
  if (trialEnd !== undefined && trialEnd < now + 48 * 3600)
    throw invalid("The `trial_end` date has to be at least 2 days in the future.", "subscription_data[trial_end]");
  const trial = trialPeriodDays !== undefined || trialEnd !== undefined;
  const submitMessage = str(record(record(params, "custom_text") ?? {}, "submit") ?? {}, "message");
  const id = randomId("cs_test", 58);
  ctx.store.checkoutDetails.set(id, {
    price: price.id,
    quantity,
    trialPeriodDays,
    trialEnd,
    subscriptionMetadata: mergeMetadata({}, subscriptionData.metadata),
  });
  const amount = price.unit_amount * quantity;
  // Real Checkout offers the allowed types the account has enabled; the stand-in enables every type.
  const allowed = list(params, "allowed_payment_method_types").filter((type): type is string => typeof type === "string");
  return ctx.store.put({
    id,
    object: "checkout.session",
    amount_subtotal: trial ? 0 : amount,
    amount_total: trial ? 0 : amount,
    cancel_url: str(params, "cancel_url") ?? null,
    client_reference_id: str(params, "client_reference_id") ?? null,
    created: now,
    currency: price.currency,
    customer: customer ?? null,
    customer_creation: customer ? null : "always",
    customer_details: null,
    customer_email: str(params, "customer_email") ?? null,
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: submitMessage ? { message: submitMessage } : null,
      terms_of_service_acceptance: null,
    },
    expires_at: now + 24 * 3600,
    invoice: null,
    livemode: false,
    locale: str(params, "locale") ?? null,
    metadata: mergeMetadata({}, params.metadata),
    mode,
    allowed_payment_method_types: allowed.length > 0 ? allowed : null,
    payment_method_collection: str(params, "payment_method_collection") ?? "always",
    payment_method_types: allowed.length > 0 ? allowed : ["card"],
    payment_status: "unpaid",
    status: "open",
    submit_type: str(params, "submit_type") ?? null,
    subscription: null,
    success_url: successUrl,
    ui_mode: "hosted",
    url: `${ctx.baseUrl}/checkout/${id}`,
  });
}

/**
 * What "Pay" / "Start trial" on the hosted page does: the customer (created when the session had none),
 * the subscription and its first invoice, then customer.subscription.created, invoice.paid and
 * checkout.session.completed. Returns the success URL with the session id filled in.
 */
export function completeCheckoutSession(ctx: StandInContext, session: StripeObject): { redirect: string; events: StripeObject[] } {
  if (session.status !== "open") throw invalid(`This Checkout Session is ${session.status}.`);
  const details = ctx.store.checkoutDetails.get(session.id);
  if (!details) throw invalid("This Checkout Session has no line items.");
  const events: StripeObject[] = [];
  if (!session.customer) {
    const customer = createCustomer(ctx, { email: session.customer_email ?? "" });
    session.customer = customer.id;
    events.push(ctx.hooks.emit("customer.created", customer));
  }
  const customer = ctx.store.get("customer", session.customer);
  const { subscription, invoice } = createSubscription(ctx, {
    customer: customer.id,
    price: ctx.store.get("price", details.price),
    quantity: details.quantity,
    trialDays: details.trialPeriodDays,
    trialEnd: details.trialEnd,
    metadata: details.subscriptionMetadata,
  });
  Object.assign(session, {
    customer_details: { address: null, email: customer.email, name: customer.name, phone: null, tax_exempt: "none", tax_ids: [] },
    invoice: invoice.id,
    payment_status: invoice.amount_paid > 0 ? "paid" : "no_payment_required",
    status: "complete",
    subscription: subscription.id,
    url: null,
  });
  events.push(ctx.hooks.emit("customer.subscription.created", subscription));
  events.push(ctx.hooks.emit("invoice.paid", invoice));
  events.push(ctx.hooks.emit("checkout.session.completed", session));
  return { redirect: session.success_url.replaceAll("{CHECKOUT_SESSION_ID}", session.id), events };
}

export function createPortalSession(ctx: StandInContext, params: Params): StripeObject {
  const customer = str(params, "customer");
  if (!customer) throw missing("customer");
  ctx.store.get("customer", customer, "customer");
  const configuration = str(params, "configuration");
  if (configuration) ctx.store.get("billing_portal.configuration", configuration, "configuration");
  const id = randomId("bps");
  return ctx.store.put({
    id,
    object: "billing_portal.session",
    configuration: configuration ?? DEFAULT_PORTAL_CONFIGURATION,
    created: nowSeconds(),
    customer,
    flow: null,
    livemode: false,
    locale: str(params, "locale") ?? null,
    on_behalf_of: null,
    return_url: str(params, "return_url") ?? null,
    url: `${ctx.baseUrl}/portal/${id}`,
  });
}
