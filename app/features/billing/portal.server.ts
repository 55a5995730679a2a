import { randomUUID } from "node:crypto";
import type Stripe from "stripe";
import { redirect, type RouterContextProvider } from "react-router";
import { getEnv } from "#app/config/env.server";
import { loginRedirect, readSessionUser } from "#app/features/auth/session.server";
import { actionContext } from "#app/lib/action.server";
import { localizePath } from "#app/platform/i18n/locales";
import { getAdminClient } from "#app/platform/supabase/admin.server";
import { redirectWithToast } from "#app/platform/toast/toast.server";
import { getStripe } from "./stripe.server";
import { logger } from "#app/platform/log/logger.server";

/**
 * What Stripe's portal offers: payment method, invoices and cancelling at the period end, but no plan change.
 * A switch from monthly to yearly there is a new payment obligation ordered without our order page: no
 * "zahlungspflichtig bestellen" button, no summary with the follow-on price, no confirmation with the
 * withdrawal instructions (§ 312j (2)/(3), § 312f (2) BGB). The tag names this set; a changed set gets a new tag.
 */
const PORTAL_TAG = "kolleague-portal-2026-11-26";
const PORTAL_FEATURES: Stripe.BillingPortal.ConfigurationCreateParams.Features = {
  invoice_history: { enabled: true },
  payment_method_update: { enabled: true },
  subscription_cancel: { enabled: true, mode: "at_period_end" },
  subscription_update: { enabled: false },
};

let configuration: Promise<string> | null = null;

/** The account's portal configuration with these features: found by its tag, or made once. Per process. */
function portalConfiguration(stripe: Stripe): Promise<string> {
  configuration ??= (async () => {
    for await (const existing of stripe.billingPortal.configurations.list({ active: true, limit: 100 }))
      if (existing.metadata?.kolleague === PORTAL_TAG) return existing.id;
    const created = await stripe.billingPortal.configurations.create({ features: PORTAL_FEATURES, metadata: { kolleague: PORTAL_TAG } });
    return created.id;
  })().catch((error: unknown) => {
    configuration = null;
    throw error;
  });
  return configuration;
}

/**
 * "Manage membership": a Stripe billing portal session for the signed-in user's customer (cancel at period
 * end, payment method, invoices; no plan change, see above), answered with 303. Back to settings in the page's language.
 */
export async function openPortal(request: Request, context: Readonly<RouterContextProvider>) {
  const { locale, t } = actionContext(context);
  const settings = localizePath("/my/settings", locale);
  const user = await readSessionUser(context);
  // Back to the settings after signing in: this address only answers the button's POST.
  if (!user) throw loginRedirect(new URL(settings, request.url));
  const stripe = getStripe();
  const { data: customer } = await getAdminClient().from("billing_customers").select("stripe_customer_id").eq("user_id", user.id).maybeSingle();
  if (!stripe || !customer) return redirectWithToast(request, settings, { severity: "error", summary: t("billing:portal.unavailable"), life: 6000 });
  try {
    const session = await stripe.billingPortal.sessions.create(
      {
        customer: customer.stripe_customer_id,
        configuration: await portalConfiguration(stripe),
        return_url: `${getEnv().APP_URL}${settings}`,
        locale,
      },
      { idempotencyKey: `portal-${randomUUID()}` },
    );
    return redirect(session.url, 303);
  } catch (error) {
    logger.error({ err: error }, "billing: portal session failed");
    return redirectWithToast(request, settings, { severity: "error", summary: t("billing:portal.unavailable"), life: 6000 });
  }
}
