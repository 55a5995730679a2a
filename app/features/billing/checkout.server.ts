import { redirect, type RouterContextProvider } from "react-router";
import { getEnv } from "#app/config/env.server";
import { LEGAL_TEXT_VERSIONS } from "#app/config/operator";
import { getUser } from "#app/features/auth/session.server";
import { localizePath, type Locale } from "#app/platform/i18n/locales";
import { actionContext, parseForm, reply, type ActionContext } from "#app/lib/action.server";
import { getAdminClient } from "#app/platform/supabase/admin.server";
import { recordConversion } from "#app/platform/conversions/record.server";
import { ensureCustomer } from "./customers.server";
import { addYear, formatMoney, trialEndAfter } from "./format";
import { longDate } from "#app/platform/i18n/long-date";
import { PAYMENT_METHODS } from "./payment-methods";
import { configuredPlanLimits } from "./plan-limits.server";
import type { BillingInterval, PlanLimits } from "./plans";
import { getPlanPrices, type PlanPrice } from "./prices.server";
import { orderSchema } from "./schemas";
import { getStripe, requireStripe } from "./stripe.server";
import { entitlementsOf, hadSubscription } from "./subscriptions.server";
import { BackendError, throwBackendFailure } from "#app/platform/supabase/backend-error";
import { logger } from "#app/platform/log/logger.server";

type Context = Readonly<RouterContextProvider>;

export interface OrderOverview {
  available: boolean;
  interval: BillingInterval;
  price: PlanPrice | null;
  trialDays: number;
  /** ISO instants: when the trial ends and the first payment is taken (now, without a trial). */
  trialEnds: string | null;
  firstCharge: string;
  /** What Plus includes, as the server enforces it (the same limits /pricing shows). */
  limits: PlanLimits;
  /**
   * The annual plan only: the fixed monthly price it continues at after its first year (§ 309 Nr. 9 BGB),
   * the monthly price the subscription schedule switches to, and the instant that happens.
   */
  followOn: { price: PlanPrice; from: string } | null;
}

const readInterval = (value: string | null): BillingInterval => (value === "month" ? "month" : "year");

/** What the overview shows; a user whose contract runs is sent to settings instead of ordering twice. */
export async function orderOverview(request: Request, context: Context): Promise<OrderOverview> {
  const user = getUser(context);
  const { locale } = actionContext(context);
  const interval = readInterval(new URL(request.url).searchParams.get("interval"));
  if (!(await entitlementsOf(user.id).catch(throwBackendFailure)).canOrder) throw redirect(localizePath("/my/settings", locale));
  const prices = await getPlanPrices();
  const trialDays = (await hadSubscription(user.id).catch(throwBackendFailure)) ? 0 : getEnv().BILLING_TRIAL_DAYS;
  const now = new Date().toISOString();
  const trialEnds = trialDays > 0 ? trialEndAfter(new Date(now), trialDays) : null;
  const firstCharge = trialEnds ?? now;
  return {
    available: prices.ok && getStripe() !== null,
    interval,
    price: prices.ok ? prices[interval] : null,
    trialDays,
    trialEnds,
    firstCharge,
    limits: configuredPlanLimits().plus,
    followOn: prices.ok && interval === "year" ? { price: prices.month, from: addYear(firstCharge) } : null,
  };
}

/**
 * "zahlungspflichtig bestellen": records the order with the declarations as shown, creates the Checkout
 * Session (subscription mode, the user's one customer, the trial only for someone who never had a
 * subscription, return URLs in the page's language, idempotency keys) and answers 303 to Stripe.
 */
export async function placeOrder(request: Request, context: Context) {
  const ctx = actionContext(context);
  const user = getUser(context);
  const submission = parseForm(await request.formData(), orderSchema, ctx);
  if (submission.status !== "success") return reply.invalid(submission);
  const { interval, earlyStart } = submission.value;
  const stripe = getStripe();
  const prices = await getPlanPrices();
  if (!stripe || !prices.ok) return reply.unavailable(submission, ctx);
  // The order page keeps its state (and the express request ticked) when the backend cannot be read.
  const known = await Promise.all([entitlementsOf(user.id), hadSubscription(user.id)]).catch((error: unknown) => {
    if (error instanceof BackendError) return null;
    throw error;
  });
  if (!known) return reply.unavailable(submission, ctx);
  if (!known[0].canOrder) throw redirect(localizePath("/my/settings", ctx.locale));
  const price = prices[interval];
  const trialDays = known[1] ? 0 : getEnv().BILLING_TRIAL_DAYS;

  let url: string | null;
  try {
    const followOn = interval === "year" ? prices.month : null;
    const order = await recordOrder(user, ctx.locale, price, followOn, trialDays, earlyStart ? ctx.t("billing:checkout.earlyStart.label") : null);
    // "Subscription started" for the advertising pixel, if the visitor consented to marketing now; it is
    // held until Stripe confirms the payment (webhook), so an abandoned checkout sends nothing.
    const trial = trialDays > 0;
    await recordConversion(
      request,
      context,
      {
        name: trial ? "StartTrial" : "Subscribe",
        email: user.email,
        userId: user.id,
        value: { cents: price.unitAmount, currency: price.currency, trial },
      },
      { orderId: order, held: true },
    );
    const customer = await ensureCustomer(user.id);
    url = await createSession(order, customer, user.id, price, trialDays, ctx);
  } catch (error) {
    logger.error({ err: error }, "billing: checkout failed");
    return reply.unavailable(submission, ctx);
  }
  if (!url) return reply.unavailable(submission, ctx);
  return redirect(url, 303);
}

async function recordOrder(
  user: { id: string; email: string },
  locale: Locale,
  price: PlanPrice,
  followOn: PlanPrice | null,
  trialDays: number,
  earlyStartText: string | null,
) {
  const { data: row, error } = await getAdminClient()
    .from("billing_orders")
    .insert({
      user_id: user.id,
      email: user.email,
      locale,
      price_lookup_key: price.lookupKey,
      unit_amount: price.unitAmount,
      currency: price.currency,
      follow_on_unit_amount: followOn?.unitAmount ?? null,
      billing_interval: price.interval,
      trial_days: trialDays,
      terms_version: `${LEGAL_TEXT_VERSIONS.terms}+${LEGAL_TEXT_VERSIONS.refund}`,
      early_start_requested: earlyStartText !== null,
      early_start_text: earlyStartText,
    })
    .select("id")
    .single();
  if (error) throw new BackendError("unavailable:database", error);
  return row.id;
}

type TrialParams = { trial_end: number } | { trial_period_days: number } | Record<string, never>;

/**
 * The trial as Stripe takes it, and when it ends. Stripe needs an exact trial end at least 48 hours ahead; a
 * shorter trial (one day, set by the operator) is given in days instead and so keeps the order's time of day.
 */
function trialOf(trialDays: number): { params: TrialParams; endsAt: string | null } {
  if (trialDays <= 0) return { params: {}, endsAt: null };
  const endsAt = trialEndAfter(new Date(), trialDays);
  if (Date.parse(endsAt) >= Date.now() + 48 * 3_600_000) return { params: { trial_end: Math.floor(Date.parse(endsAt) / 1000) }, endsAt };
  return { params: { trial_period_days: trialDays }, endsAt: new Date(Date.now() + trialDays * 86_400_000).toISOString() };
}

async function createSession(orderId: string, customer: string, userId: string, price: PlanPrice, trialDays: number, ctx: ActionContext) {
  const { locale, t } = ctx;
  const base = getEnv().APP_URL;
  const stripe = requireStripe();
  const metadata = { user_id: userId, order_id: orderId };
  const trial = trialOf(trialDays);
  const amount = formatMoney(price.unitAmount, price.currency, locale);
  // Stripe's button says "Subscribe" or "Start trial": this says above it that the order was placed on our page
  // with "zahlungspflichtig bestellen", and that Stripe only takes the payment method.
  const submitMessage = trial.endsAt
    ? t("billing:checkout.stripeNoteTrial", { price: amount, date: longDate(trial.endsAt, locale) })
    : t("billing:checkout.stripeNote", { price: amount });
  const session = await stripe.checkout.sessions.create(
    {
      mode: "subscription",
      customer,
      client_reference_id: userId,
      line_items: [{ price: price.priceId, quantity: 1 }],
      // A filter on what the account has enabled: the dashboard must enable each of these (README).
      allowed_payment_method_types: [...PAYMENT_METHODS],
      locale,
      metadata,
      subscription_data: { metadata, ...trial.params },
      custom_text: { submit: { message: submitMessage } },
      success_url: `${base}${localizePath("/checkout/success", locale)}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${base}${localizePath("/checkout", locale)}?interval=${price.interval}&cancelled=1`,
    },
    { idempotencyKey: `checkout-${orderId}` },
  );
  const missing = PAYMENT_METHODS.filter((method) => !session.payment_method_types.includes(method));
  // The order page has promised these; tell the operator at once when the Stripe account does not offer them.
  if (missing.length > 0)
    logger.error({ missing }, "billing: Checkout does not offer these payment methods, which the order page names; enable them in Stripe");
  const { error } = await getAdminClient().from("billing_orders").update({ checkout_session_id: session.id }).eq("id", orderId);
  if (error) throw new BackendError("unavailable:database", error);
  return session.url;
}
