import type Stripe from "stripe";
import { getEnv } from "#app/config/env.server";
import { isLocale, localizePath, type Locale } from "#app/platform/i18n/locales";
import { sendMail } from "#app/platform/mail/mailer.server";
import { recipientLocale } from "#app/platform/mail/recipient-locale.server";
import { renderOrderMail, renderTrialReminderMail } from "./mail/order-mail";
import { getAdminClient } from "#app/platform/supabase/admin.server";
import { formatMoney } from "./format";
import { longDate } from "#app/platform/i18n/long-date";
import { fixedT } from "./i18n.server";
import { orderMailValues } from "./order-confirmation.server";
import { BackendError } from "#app/platform/supabase/backend-error";
import { logger } from "#app/platform/log/logger.server";

const link = (path: string, locale: Locale) => `${getEnv().APP_URL}${localizePath(path, locale)}`;

/** The order confirmation, in the order's language, to the account address the order was placed with. */
export async function sendOrderConfirmation(orderId: string, sub: Stripe.Subscription): Promise<void> {
  const admin = getAdminClient();
  const { data: order, error } = await admin.from("billing_orders").select("*").eq("id", orderId).single();
  if (error) throw new BackendError("unavailable:database", error);
  // Once per order: Stripe redelivers the event when a later step of its handling fails.
  if (order.confirmation_sent_at) return;
  const locale: Locale = isLocale(order.locale) ? order.locale : "en";
  const mail = renderOrderMail(fixedT(locale), await orderMailValues(order, sub, locale));
  await sendMail({ to: order.email, ...mail });
  const sent = await admin.from("billing_orders").update({ confirmation_sent_at: new Date().toISOString() }).eq("id", orderId);
  // The mail is out: failing the event now would only send it again on Stripe's retry.
  if (sent.error) logger.error({ err: sent.error, orderId }, "billing: order confirmation sent but not marked");
}

/** The reminder before a trial converts to paid, to the account's address in its saved language. */
export async function sendTrialReminder(sub: Stripe.Subscription): Promise<void> {
  const userId = sub.metadata?.user_id;
  if (!userId || !sub.trial_end) return;
  const { data } = await getAdminClient().auth.admin.getUserById(userId);
  const email = data.user?.email;
  if (!email) return;
  const locale = await recipientLocale({ id: userId, user_metadata: data.user?.user_metadata });
  const t = fixedT(locale);
  const price = sub.items.data[0]?.price;
  const mail = renderTrialReminderMail(t, {
    lang: locale,
    contractId: sub.id,
    trialEnds: longDate(new Date(sub.trial_end * 1000).toISOString(), locale),
    price: price?.unit_amount != null ? formatMoney(price.unit_amount, price.currency, locale) : "",
    period: t(`billing:period.${price?.recurring?.interval === "year" ? "year" : "month"}`),
    cancelUrl: link("/cancel-contract", locale),
  });
  await sendMail({ to: email, ...mail });
}
