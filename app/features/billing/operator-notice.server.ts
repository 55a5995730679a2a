import { getEnv } from "#app/config/env.server";
import { operator } from "#app/config/operator";
import { sendMail } from "#app/platform/mail/mailer.server";
import { renderOperatorNotice } from "./mail/declaration-mail";
import { supportInbox } from "#app/features/support/inbox";
import { formatReceipt } from "./format";
import { fixedT } from "./i18n.server";
import { logger } from "#app/platform/log/logger.server";

/**
 * Tells the operator (in German, the operator's language) about a declaration a person must act on:
 * a withdrawal (refund within 14 days) or an extraordinary cancellation (review the reason). A failed
 * notice is logged; the declaration itself is already recorded and confirmed.
 */
export async function notifyOperator(
  kind: "withdrawal" | "extraordinary",
  contractId: string | null,
  content: string[],
  receivedAt: string,
): Promise<void> {
  const env = getEnv();
  try {
    await sendMail({
      to: supportInbox({ supportInbox: env.SUPPORT_INBOX, operator, mailFrom: env.MAIL_FROM }),
      ...renderOperatorNotice(fixedT("de"), { lang: "de", kind, contractId, content, receivedAt: formatReceipt(receivedAt, "de") }),
    });
  } catch (error) {
    logger.error({ err: error, kind }, "billing: operator notice failed");
  }
}
