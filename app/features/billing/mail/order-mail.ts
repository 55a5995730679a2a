import type { TFunction } from "i18next";
import type { MailAttachment } from "#app/platform/mail/mailer.server";
import type { RenderedMail } from "#app/platform/mail/templates/layout";
import { billingMail } from "./billing-mail";

export interface OrderMailValues {
  lang: string;
  contractId: string;
  /** The trader's identity and address, one line (Art. 246a § 1 Abs. 1 Nr. 2, 3 EGBGB). */
  trader: string;
  plan: string;
  price: string;
  period: string;
  features: string[];
  term: string;
  /** The annual plan's fixed monthly price after its first year, as a sentence; null for a monthly plan. */
  followOn: string | null;
  /** Formatted trial end and first charge date; null when the order had no trial. */
  trialEnds: string | null;
  firstCharge: string;
  cancel: string;
  orderedAt: string;
  earlyStartText: string | null;
  /** The withdrawal instructions and the model withdrawal form, as the refund page words them. */
  withdrawal: string[];
  termsVersion: string;
  /** The terms in force and the whole withdrawal and refund policy. */
  attachments: MailAttachment[];
  termsUrl: string;
  refundUrl: string;
  withdrawUrl: string;
  cancelUrl: string;
}

/**
 * The order confirmation on a durable medium (§ 312f Abs. 2 BGB, Art. 246a EGBGB): the trader, the
 * contract's essential terms, the declarations made, the withdrawal instructions with the model form in
 * the text itself, and the terms in force attached as files; the links are extras, never the only copy.
 */
export function renderOrderMail(t: TFunction, v: OrderMailValues): RenderedMail & { attachments: MailAttachment[] } {
  const mail = billingMail(t, v.lang, "billing:mail.order", [
    t("billing:mail.order.intro", { orderedAt: v.orderedAt }),
    t("billing:mail.order.trader", { trader: v.trader }),
    t("billing:mail.order.contract"),
    t("billing:mail.order.plan", { plan: v.plan, price: v.price, period: v.period }),
    t("billing:mail.order.features", { features: v.features.join("; ") }),
    `${t("billing:checkout.billingPeriod")}: ${v.term}`,
    ...(v.followOn ? [`${t("billing:orderSummary.followOn")}: ${v.followOn}`] : []),
    v.trialEnds
      ? t("billing:mail.order.trial", { date: v.trialEnds, firstCharge: v.firstCharge })
      : t("billing:mail.order.firstCharge", { date: v.firstCharge }),
    `${t("billing:orderSummary.cancel")}: ${v.cancel} ${t("billing:mail.order.cancel", { cancelUrl: v.cancelUrl })}`,
    t("billing:mail.contractId", { id: v.contractId }),
    v.earlyStartText ? t("billing:mail.order.earlyStart", { text: v.earlyStartText }) : t("billing:mail.order.noEarlyStart"),
    t("billing:mail.order.withdrawal", { refundUrl: v.refundUrl }),
    ...v.withdrawal,
    t("billing:mail.order.withdrawButton", { withdrawUrl: v.withdrawUrl }),
    t("billing:mail.order.terms", {
      version: v.termsVersion,
      files: v.attachments.map((file) => file.filename).join(", "),
      termsUrl: v.termsUrl,
    }),
  ]);
  return { ...mail, attachments: v.attachments };
}

export interface TrialReminderValues {
  lang: string;
  contractId: string;
  trialEnds: string;
  price: string;
  period: string;
  cancelUrl: string;
}

/** Sent when Stripe announces the trial's end (three days before): the user decides before paying. */
export function renderTrialReminderMail(t: TFunction, v: TrialReminderValues): RenderedMail {
  return billingMail(
    t,
    v.lang,
    "billing:mail.trial",
    [t("billing:mail.trial.body", { date: v.trialEnds, price: v.price, period: v.period }), t("billing:mail.contractId", { id: v.contractId })],
    { subject: { date: v.trialEnds }, action: { label: t("billing:mail.trial.action"), url: v.cancelUrl }, linkFallback: t("mail:linkFallback") },
  );
}
