import { randomUUID } from "node:crypto";
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
 * "Manage subscription": a Stripe billing portal session for the signed-in user's customer (change plan,
 * cancel at period end, payment method, invoices), answered with 303. Back to settings in the page's language.
 */
export async function openPortal(request: Request, context: Readonly<RouterContextProvider>) {
  const user = await readSessionUser(context);
  if (!user) throw loginRedirect(request);
  const { locale, t } = actionContext(context);
  const settings = localizePath("/my/settings", locale);
  const stripe = getStripe();
  const { data: customer } = await getAdminClient().from("billing_customers").select("stripe_customer_id").eq("user_id", user.id).maybeSingle();
  if (!stripe || !customer) return redirectWithToast(request, settings, { severity: "error", summary: t("billing:portal.unavailable"), life: 6000 });
  try {
    const session = await stripe.billingPortal.sessions.create(
      { customer: customer.stripe_customer_id, return_url: `${getEnv().APP_URL}${settings}`, locale },
      { idempotencyKey: `portal-${randomUUID()}` },
    );
    return redirect(session.url, 303);
  } catch (error) {
    logger.error({ err: error }, "billing: portal session failed");
    return redirectWithToast(request, settings, { severity: "error", summary: t("billing:portal.unavailable"), life: 6000 });
  }
}
