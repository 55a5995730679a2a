import { getEnv } from "#app/config/env.server";
import { operator } from "#app/config/operator";
import { sendMail } from "#app/platform/mail/mailer.server";
import { renderOperatorNotice, type OperatorNoticeKind } from "./mail/declaration-mail";
import { supportInbox } from "#app/features/support/inbox";
import { formatReceipt } from "./format";
import { fixedT } from "./i18n.server";

/**
 * Tells the operator (in German, the operator's language) about a declaration a person must act on:
 * a withdrawal (refund within 14 days), an extraordinary cancellation (review the reason), or a
 * cancellation whose end as of receipt had passed when it was carried out (refund what was charged after
 * that end, `values.date`). Throws when the mail cannot be sent: the declaration's queue retries the notice
 * until it is out (operator_notified_at), so a refund owed is never left untold.
 */
export async function notifyOperator(
  kind: OperatorNoticeKind,
  contractId: string | null,
  content: string[],
  receivedAt: string,
  values: Record<string, string> = {},
): Promise<void> {
  const env = getEnv();
  await sendMail({
    to: supportInbox({ supportInbox: env.SUPPORT_INBOX, operator, mailFrom: env.MAIL_FROM }),
    ...renderOperatorNotice(fixedT("de"), { lang: "de", kind, contractId, content, receivedAt: formatReceipt(receivedAt, "de"), values }),
  });
}
