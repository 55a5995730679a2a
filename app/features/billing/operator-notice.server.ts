import { getEnv } from "#app/config/env.server";
import { operator } from "#app/config/operator";
import { sendMail } from "#app/platform/mail/mailer.server";
import { renderOperatorNotice, type OperatorNoticeKind } from "./mail/declaration-mail";
import { supportInbox } from "#app/features/support/inbox";
import { formatReceipt } from "./format";
import { fixedT } from "./i18n.server";
import { logger } from "#app/platform/log/logger.server";

/**
 * Tells the operator (in German, the operator's language) about a declaration a person must act on:
 * a withdrawal (refund within 14 days), an extraordinary cancellation (review the reason), or a
 * cancellation whose end as of receipt had passed when it was carried out (refund what was charged after
 * that end, `values.date`). A failed notice is logged; the declaration itself is already recorded and confirmed.
 */
export async function notifyOperator(
  kind: OperatorNoticeKind,
  contractId: string | null,
  content: string[],
  receivedAt: string,
  values: Record<string, string> = {},
): Promise<void> {
  const env = getEnv();
  try {
    await sendMail({
      to: supportInbox({ supportInbox: env.SUPPORT_INBOX, operator, mailFrom: env.MAIL_FROM }),
      ...renderOperatorNotice(fixedT("de"), { lang: "de", kind, contractId, content, receivedAt: formatReceipt(receivedAt, "de"), values }),
    });
  } catch (error) {
    logger.error({ err: error, kind }, "billing: operator notice failed");
  }
}
