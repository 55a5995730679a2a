import type { TFunction } from "i18next";
import { renderLayout, type RenderedMail } from "./layout";

export interface DeclarationMailValues {
  lang: string;
  /** The declaration as received, one line per field ("Name: …"). */
  content: string[];
  receivedAt: string;
}

type Kind = "cancellation" | "withdrawal";

/**
 * The acknowledgement to the address the declarant typed (§ 312k (4), § 356a BGB): content, date and
 * time of receipt, and that it takes effect once the account holder confirms. The same words whether or
 * not a contract matched, so the mail tells a stranger nothing about anyone's contract; the content is
 * the identifying fields only, never free text a visitor typed.
 */
export function renderDeclarationReceived(t: TFunction, v: DeclarationMailValues & { kind: Kind }): RenderedMail {
  return renderLayout({
    lang: v.lang,
    subject: t(`billing:mail.${v.kind}.subject`),
    heading: t(`billing:mail.${v.kind}.heading`),
    paragraphs: [t("billing:mail.receivedAt", { at: v.receivedAt }), ...v.content, t(`declarations:mail.received.${v.kind}`)],
    footer: t("billing:mail.footer"),
  });
}

/** To the account's own address: someone declared for this contract without signing in; a POST behind the link confirms. */
export function renderOwnerConfirmation(
  t: TFunction,
  v: DeclarationMailValues & { kind: Kind; contractId: string; link: string; validUntil: string },
): RenderedMail {
  return renderLayout({
    lang: v.lang,
    subject: t(`declarations:mail.confirm.${v.kind}.subject`),
    heading: t(`declarations:mail.confirm.${v.kind}.heading`),
    paragraphs: [
      t("declarations:mail.confirm.intro", { contract: v.contractId, at: v.receivedAt }),
      ...v.content,
      t("declarations:mail.confirm.howTo", { until: v.validUntil }),
      t("declarations:mail.confirm.notYou"),
    ],
    action: { label: t(`declarations:mail.confirm.${v.kind}.action`), url: v.link },
    linkFallback: t("declarations:mail.confirm.fallback"),
    footer: t("billing:mail.footer"),
  });
}

/** What the owner's declaration did: the end date, the withdrawal with its refund, or a late withdrawal treated as a cancellation. */
export function renderDeclarationResult(t: TFunction, v: DeclarationMailValues & { kind: Kind; contractId: string; outcome: string }): RenderedMail {
  return renderLayout({
    lang: v.lang,
    subject: t(`billing:mail.${v.kind}.subject`),
    heading: t(`billing:mail.${v.kind}.heading`),
    paragraphs: [t("billing:mail.receivedAt", { at: v.receivedAt }), ...v.content, t("billing:mail.contractId", { id: v.contractId }), v.outcome],
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
