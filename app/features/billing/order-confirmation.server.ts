import type Stripe from "stripe";
import { getEnv } from "#app/config/env.server";
import { LEGAL_TEXT_VERSIONS, operator } from "#app/config/operator";
import { localizePath, type Locale } from "#app/platform/i18n/locales";
import { legalDocumentHtml } from "#app/features/legal/legal-attachment.server";
import { legalMarkdown } from "#app/features/legal/legal-pages.server";
import { sectionsAsText } from "#app/features/legal/markdown-plain.server";
import type { LegalPrices } from "#app/features/legal/statements";
import type { OrderMailValues } from "./mail/order-mail";
import type { Database } from "#app/types/database.types";
import { featureLines } from "./feature-lines";
import { addYear, formatMoney, formatReceipt } from "./format";
import { longDate } from "#app/platform/i18n/long-date";
import { fixedT } from "./i18n.server";
import { configuredPlanLimits } from "./plan-limits.server";
import { getPlanPrices } from "./prices.server";

type Order = Database["public"]["Tables"]["billing_orders"]["Row"];

const link = (path: string, locale: Locale) => `${getEnv().APP_URL}${localizePath(path, locale)}`;
const isoOf = (seconds: number) => new Date(seconds * 1000).toISOString();

/** Who the contract is with, from the operator config (the same values as the imprint). */
function trader(locale: Locale): string {
  const t = fixedT(locale);
  const { address } = operator;
  return t("billing:mail.order.traderLine", {
    name: `${operator.company} ${operator.legalForm}`,
    address: `${address.street}, ${address.postalCode} ${address.city}, ${address.country[locale]}`,
    representatives: operator.representatives,
    email: operator.email,
    phone: operator.phone,
    register: `${operator.register.court}, ${operator.register.number}`,
    vatId: operator.vatId,
  });
}

/**
 * The follow-on monthly price the order page showed, as recorded with the order; orders recorded before
 * that column existed (and monthly ones, for the terms' "for an order placed today" figure) read Stripe.
 */
async function followOnPrice(order: Order): Promise<LegalPrices["followOnMonthly"] | null> {
  if (order.follow_on_unit_amount !== null) return { cents: order.follow_on_unit_amount, currency: order.currency };
  const prices = await getPlanPrices();
  return prices.ok ? { cents: prices.month.unitAmount, currency: prices.month.currency } : null;
}

/**
 * Everything the order confirmation states, in the order's language. The follow-on price is the one the
 * order page showed (recorded with the order); without it an annual order's confirmation would be
 * incomplete, so it throws and the webhook is retried instead of sending a gap.
 */
export async function orderMailValues(order: Order, sub: Stripe.Subscription, locale: Locale): Promise<OrderMailValues> {
  const t = fixedT(locale);
  const interval = order.billing_interval === "year" ? "year" : "month";
  const followOnMonthly = await followOnPrice(order);
  if (interval === "year" && !followOnMonthly) throw new Error("order confirmation: the follow-on monthly price is unavailable");
  const legalPrices: LegalPrices | undefined = followOnMonthly ? { followOnMonthly } : undefined;
  const firstCharge = isoOf(sub.trial_end ?? sub.items.data[0]?.current_period_start ?? sub.start_date);
  const followOn =
    interval === "year" && followOnMonthly
      ? t("billing:orderSummary.followOnText", {
          date: longDate(addYear(firstCharge), locale),
          price: formatMoney(followOnMonthly.cents, followOnMonthly.currency, locale),
        })
      : null;
  const site = getEnv().APP_URL;
  return {
    lang: locale,
    contractId: sub.id,
    trader: trader(locale),
    plan: t("billing:plans.plus.name"),
    price: formatMoney(order.unit_amount, order.currency, locale),
    period: t(`billing:period.${interval}`),
    features: featureLines(t, configuredPlanLimits().plus),
    term: t(`billing:checkout.term.${interval}`),
    followOn,
    trialEnds: sub.trial_end ? longDate(isoOf(sub.trial_end), locale) : null,
    firstCharge: longDate(firstCharge, locale),
    cancel: t(`billing:orderSummary.cancelText.${interval}`),
    orderedAt: formatReceipt(order.ordered_at, locale),
    earlyStartText: order.early_start_requested ? order.early_start_text : null,
    withdrawal: sectionsAsText(legalMarkdown("refund", locale), ["2", "3"]),
    termsVersion: LEGAL_TEXT_VERSIONS.terms,
    attachments: (["terms", "refund"] as const).map((document) => ({
      filename: t(`billing:mail.order.files.${document}`),
      content: legalDocumentHtml(document, locale, site, legalPrices),
      contentType: "text/html; charset=utf-8",
    })),
    termsUrl: link("/terms", locale),
    refundUrl: link("/refund", locale),
    withdrawUrl: link("/withdraw", locale),
    cancelUrl: link("/cancel-contract", locale),
  };
}
