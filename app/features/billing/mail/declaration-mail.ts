import type { TFunction } from "i18next";
import type { RenderedMail } from "#app/platform/mail/templates/layout";
import { billingMail } from "./billing-mail";

export interface DeclarationMailValues {
  lang: string;
  /** The declaration as received, one line per field ("Name: …"). */
  content: string[];
  receivedAt: string;
}

type Kind = "cancellation" | "withdrawal";

/** The declaration as it was received: when, then its lines. */
const asReceived = (t: TFunction, v: DeclarationMailValues) => [t("billing:mail.receivedAt", { at: v.receivedAt }), ...v.content];

/**
 * The acknowledgement to the address the declarant typed (§ 312k (4), § 356a BGB): content, date and
 * time of receipt, and that it takes effect once the account holder confirms. The same words whether or
 * not a contract matched, so the mail tells a stranger nothing about anyone's contract; the content is
 * the identifying fields only, never free text a visitor typed. The signed-in owner gets it only when the
 * declaration cannot be carried out at once (Stripe failing): "being carried out, the result follows".
 */
export function renderDeclarationReceived(
  t: TFunction,
  v: DeclarationMailValues & { kind: Kind },
  declarant: "anyone" | "owner" = "anyone",
): RenderedMail {
  const next = declarant === "owner" ? `declarations:mail.receivedOwner.${v.kind}` : `declarations:mail.received.${v.kind}`;
  return billingMail(t, v.lang, `billing:mail.${v.kind}`, [...asReceived(t, v), t(next)]);
}

/** To the account's own address: someone declared for this contract without signing in; a POST behind the link confirms. */
export function renderOwnerConfirmation(
  t: TFunction,
  v: DeclarationMailValues & { kind: Kind; contractId: string; link: string; validUntil: string },
): RenderedMail {
  return billingMail(
    t,
    v.lang,
    `declarations:mail.confirm.${v.kind}`,
    [
      t("declarations:mail.confirm.intro", { contract: v.contractId, at: v.receivedAt }),
      ...v.content,
      t("declarations:mail.confirm.howTo", { until: v.validUntil }),
      t("declarations:mail.confirm.notYou"),
    ],
    { action: { label: t(`declarations:mail.confirm.${v.kind}.action`), url: v.link }, linkFallback: t("declarations:mail.confirm.fallback") },
  );
}

/** What the owner's declaration did: the end date, the withdrawal with its refund, or a late withdrawal treated as a cancellation. */
export function renderDeclarationResult(t: TFunction, v: DeclarationMailValues & { kind: Kind; contractId: string; outcome: string }): RenderedMail {
  return billingMail(t, v.lang, `billing:mail.${v.kind}`, [...asReceived(t, v), t("billing:mail.contractId", { id: v.contractId }), v.outcome]);
}

export type OperatorNoticeKind = "withdrawal" | "extraordinary" | "refund";

/**
 * A note to the operator about a declaration that needs a person: a withdrawal's refund, an extraordinary
 * cancellation's reason, the refund for the time after a cancellation's end as of receipt (`values.date`).
 */
export function renderOperatorNotice(
  t: TFunction,
  v: DeclarationMailValues & { kind: OperatorNoticeKind; contractId: string | null; values?: Record<string, string> },
): RenderedMail {
  return billingMail(
    t,
    v.lang,
    `billing:mail.operator.${v.kind}`,
    [
      t("billing:mail.receivedAt", { at: v.receivedAt }),
      t("billing:mail.operator.contract", { contract: v.contractId ?? t("billing:mail.operator.unmatched") }),
      ...v.content,
      t(`billing:mail.operator.${v.kind}.todo`, v.values),
    ],
    { subject: { contract: v.contractId ?? "?" } },
  );
}
