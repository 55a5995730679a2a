import type { TFunction } from "i18next";
import { renderLayout, type RenderedMail } from "./layout";

export interface DeclarationMailValues {
  lang: string;
  /** The declaration as received, one line per field ("Name: …"). */
  content: string[];
  receivedAt: string;
}

/**
 * Confirmation of a cancellation in text form (§ 312k Abs. 4 BGB): content, date and time of receipt,
 * and when the contract ends. `endsOn` is null when no contract matched the details given: the mail
 * then says we are checking, and is sent only to the address the declarant typed.
 */
export function renderCancellationMail(t: TFunction, v: DeclarationMailValues & { endsOn: string | null; toAccount: boolean }): RenderedMail {
  return renderLayout({
    lang: v.lang,
    subject: t("billing:mail.cancellation.subject"),
    heading: t("billing:mail.cancellation.heading"),
    paragraphs: [
      t("billing:mail.receivedAt", { at: v.receivedAt }),
      ...v.content,
      v.endsOn ? t("billing:mail.cancellation.endsOn", { date: v.endsOn }) : t("billing:mail.cancellation.unmatched"),
      ...(v.toAccount ? [t("billing:mail.cancellation.notYou")] : []),
    ],
    footer: t("billing:mail.footer"),
  });
}

/** Acknowledgement of a withdrawal on a durable medium (§ 356a BGB): content, date and time of receipt. */
export function renderWithdrawalMail(t: TFunction, v: DeclarationMailValues & { matched: boolean; toAccount: boolean }): RenderedMail {
  return renderLayout({
    lang: v.lang,
    subject: t("billing:mail.withdrawal.subject"),
    heading: t("billing:mail.withdrawal.heading"),
    paragraphs: [
      t("billing:mail.receivedAt", { at: v.receivedAt }),
      ...v.content,
      v.matched ? t("billing:mail.withdrawal.matched") : t("billing:mail.withdrawal.unmatched"),
      ...(v.toAccount ? [t("billing:mail.withdrawal.notYou")] : []),
    ],
    footer: t("billing:mail.footer"),
  });
}

/** A note to the operator about a declaration that needs a person: a withdrawal's refund, an extraordinary cancellation's reason. */
export function renderOperatorNotice(
  t: TFunction,
  v: DeclarationMailValues & { kind: "withdrawal" | "extraordinary"; contractId: string | null },
): RenderedMail {
  return renderLayout({
    lang: v.lang,
    subject: t(`billing:mail.operator.${v.kind}.subject`, { contract: v.contractId ?? "?" }),
    heading: t(`billing:mail.operator.${v.kind}.heading`),
    paragraphs: [
      t("billing:mail.receivedAt", { at: v.receivedAt }),
      t("billing:mail.operator.contract", { contract: v.contractId ?? t("billing:mail.operator.unmatched") }),
      ...v.content,
      t(`billing:mail.operator.${v.kind}.todo`),
    ],
    footer: t("billing:mail.footer"),
  });
}
