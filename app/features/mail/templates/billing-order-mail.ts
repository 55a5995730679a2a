import type { TFunction } from "i18next";
import { renderLayout, type RenderedMail } from "./layout";

export interface OrderMailValues {
  lang: string;
  contractId: string;
  plan: string;
  price: string;
  period: string;
  /** Formatted trial end and first charge date; null when the order had no trial. */
  trialEnds: string | null;
  firstCharge: string;
  orderedAt: string;
  earlyStartText: string | null;
  termsUrl: string;
  refundUrl: string;
  withdrawUrl: string;
  cancelUrl: string;
}

/** The order confirmation (§ 312f BGB): contract content, the declarations made, and where terms and withdrawal instructions live. */
export function renderOrderMail(t: TFunction, v: OrderMailValues): RenderedMail {
  return renderLayout({
    lang: v.lang,
    subject: t("billing:mail.order.subject"),
    heading: t("billing:mail.order.heading"),
    paragraphs: [
      t("billing:mail.order.intro", { orderedAt: v.orderedAt }),
      t("billing:mail.order.plan", { plan: v.plan, price: v.price, period: v.period }),
      t("billing:mail.contractId", { id: v.contractId }),
      v.trialEnds
        ? t("billing:mail.order.trial", { date: v.trialEnds, firstCharge: v.firstCharge })
        : t("billing:mail.order.firstCharge", { date: v.firstCharge }),
      t("billing:mail.order.term"),
      v.earlyStartText ? t("billing:mail.order.earlyStart", { text: v.earlyStartText }) : t("billing:mail.order.noEarlyStart"),
      t("billing:mail.order.withdrawal", { refundUrl: v.refundUrl, withdrawUrl: v.withdrawUrl }),
      t("billing:mail.order.terms", { termsUrl: v.termsUrl }),
      t("billing:mail.order.cancel", { cancelUrl: v.cancelUrl }),
    ],
    footer: t("billing:mail.footer"),
  });
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
  return renderLayout({
    lang: v.lang,
    subject: t("billing:mail.trial.subject", { date: v.trialEnds }),
    heading: t("billing:mail.trial.heading"),
    paragraphs: [
      t("billing:mail.trial.body", { date: v.trialEnds, price: v.price, period: v.period }),
      t("billing:mail.contractId", { id: v.contractId }),
    ],
    action: { label: t("billing:mail.trial.action"), url: v.cancelUrl },
    linkFallback: t("mail:linkFallback"),
    footer: t("billing:mail.footer"),
  });
}
