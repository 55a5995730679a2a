import type { TFunction } from "i18next";
import { matchContract, matchedContract, type MatchedContract } from "#app/features/billing/contract-match.server";
import { formatReceipt } from "#app/features/billing/format";
import { longDate } from "#app/platform/i18n/long-date";
import { germanIsoDay } from "#app/lib/german-day";
import { fixedT } from "#app/features/billing/i18n.server";
import { notifyOperator } from "#app/features/billing/operator-notice.server";
import { isLocale, type Locale } from "#app/platform/i18n/locales";
import { sendMail } from "#app/platform/mail/mailer.server";
import {
  renderDeclarationReceived,
  renderDeclarationResult,
  renderOwnerConfirmation,
  type OperatorNoticeKind,
} from "#app/features/billing/mail/declaration-mail";
import { logger } from "#app/platform/log/logger.server";
import { declarationLines, type DeclarationKind, type DeclarationStatus } from "./content";
import { endAtStripe, withdrawAtStripe } from "./execute.server";
import { OWNER_LINK_DAYS, ownerLink } from "./owner-link.server";
import { fieldsOf, updateDeclaration, type DeclarationRow, type DeclarationUpdate } from "./store.server";
import { withdrawalPeriodEnd } from "./withdrawal-period";

const DAY_MS = 86_400_000;

/**
 * One pass over a claimed declaration. Each step is marked done in the row as it succeeds (acknowledged,
 * owner asked, carried out, operator told, result mailed), so a retry after a Stripe or mail failure
 * repeats only what is missing, and Stripe's idempotency keys make a repeated call harmless.
 *
 * - Nobody identified as the owner (signed out, or signed in as someone else): the typed address gets
 *   the same acknowledgement whether or not a contract matched; a matched contract's account gets the
 *   one-time link; the row waits (awaiting_owner) or, unmatched, is left to the operator.
 * - The owner (signed in at the time, or confirmed through the link): carried out at Stripe with the end as
 *   of receipt (when Stripe fails, the receipt is mailed first and the result follows on a retry), the
 *   operator told where a person must act (a refund when that end had already passed), and the result
 *   mailed to the account.
 */
export async function carryOut(kind: DeclarationKind, row: DeclarationRow): Promise<void> {
  const inLanguage = (locale: Locale) => {
    const t = fixedT(locale);
    return { t, lang: locale, content: declarationLines(t, locale, kind, fieldsOf(row)), receivedAt: formatReceipt(row.received_at, locale) };
  };
  const declarant = inLanguage(isLocale(row.locale) ? row.locale : "en");

  const match = row.subscription_id
    ? await matchedContract(row.subscription_id)
    : await matchContract(row.contract_reference ?? undefined, row.email);
  if (match && !row.subscription_id) await updateDeclaration(kind, row.id, { user_id: match.userId, subscription_id: match.subscription.id });
  const bySession = match !== null && row.declarant_user_id === match.userId;
  const owner = match !== null && (bySession || row.identified_by === "link");

  if (!owner) {
    if (!row.acknowledged_at) {
      const { t, ...mail } = declarant;
      await sendMail({ to: row.email, ...renderDeclarationReceived(t, { kind, ...mail }) });
      await updateDeclaration(kind, row.id, { acknowledged_at: new Date().toISOString() });
    }
    if (!match) {
      await updateDeclaration(kind, row.id, { state: "unmatched", last_error: null });
      return;
    }
    const expires = row.confirm_expires_at ?? new Date(Date.now() + OWNER_LINK_DAYS * DAY_MS).toISOString();
    if (!row.confirm_expires_at) await updateDeclaration(kind, row.id, { confirm_expires_at: expires });
    // The account holder may not be the declarant, so the mail and its link speak the account's language.
    const { t, ...mail } = inLanguage(match.accountLocale);
    await sendMail({
      to: match.accountEmail,
      ...renderOwnerConfirmation(t, {
        kind,
        ...mail,
        contractId: match.subscription.id,
        link: ownerLink(kind, row.id, mail.lang),
        validUntil: formatReceipt(expires, mail.lang),
      }),
    });
    await updateDeclaration(kind, row.id, { owner_asked_at: new Date().toISOString(), state: "awaiting_owner", last_error: null });
    return;
  }

  let endedAtOnce = endedOnExecution(row, match.subscription);
  let carried: Pick<DeclarationRow, "outcome" | "ends_on"> = row;
  if (!row.executed_at) {
    let executed: Awaited<ReturnType<typeof execute>>;
    try {
      executed = await execute(kind, row, match);
    } catch (error) {
      // § 312k (4) BGB: the receipt is confirmed at once, whatever Stripe does; the result mail follows.
      if (!row.acknowledged_at)
        await acknowledgeOwnerReceipt(kind, row, declarant).catch((mailError: unknown) =>
          logger.error({ err: mailError, kind }, "declarations: receipt mail failed"),
        );
      throw error;
    }
    const { done } = executed;
    await updateDeclaration(kind, row.id, { ...done, executed_at: new Date().toISOString(), ...(bySession ? { identified_by: "session" } : {}) });
    endedAtOnce = executed.endedAtOnce;
    carried = { outcome: done.outcome ?? null, ends_on: done.ends_on ?? null };
  }
  const status = statusOf(carried, match.subscription.created_at, endedAtOnce);
  if (!row.operator_notified_at) {
    const notices = operatorNotices(kind, row, carried, endedAtOnce);
    if (notices.length > 0) {
      const content = declarationLines(fixedT("de"), "de", kind, fieldsOf(row), "reason" in row ? row.reason : null);
      // Each notice throws when it cannot be sent, so the queue retries it like the result mail.
      for (const notice of notices) await notifyOperator(notice.kind, match.subscription.id, content, row.received_at, notice.values);
      await updateDeclaration(kind, row.id, { operator_notified_at: new Date().toISOString() });
    }
  }
  if (!row.result_mailed_at) {
    // Signed in, the owner is the declarant and has just read the receipt in the page's language.
    const { t, ...texts } = bySession ? declarant : inLanguage(match.accountLocale);
    const mail = renderDeclarationResult(t, { kind, ...texts, contractId: match.subscription.id, outcome: statusText(t, texts.lang, status) });
    await sendMail({ to: match.accountEmail, ...mail });
    // The signed-in owner chose the address for the confirmation; a link-confirmed one was acknowledged there already.
    if (bySession && row.identified_by !== "link" && row.email.toLowerCase() !== match.accountEmail.toLowerCase())
      await sendMail({ to: row.email, ...mail });
    await updateDeclaration(kind, row.id, { result_mailed_at: new Date().toISOString() });
  }
  await updateDeclaration(kind, row.id, { state: "done", last_error: null });
}

/** Where a person must act: refund a withdrawal, review an extraordinary cancellation, refund after an end that had passed. */
function operatorNotices(
  kind: DeclarationKind,
  row: DeclarationRow,
  carried: Pick<DeclarationRow, "outcome" | "ends_on">,
  endedAtOnce: boolean,
): { kind: OperatorNoticeKind; values?: Record<string, string> }[] {
  const notices: { kind: OperatorNoticeKind; values?: Record<string, string> }[] = [];
  if (kind === "withdrawal" && carried.outcome === "withdrawn") notices.push({ kind: "withdrawal" });
  if ("kind" in row && row.kind === "extraordinary") notices.push({ kind: "extraordinary" });
  if (endedAtOnce && carried.ends_on) notices.push({ kind: "refund", values: { date: longDate(carried.ends_on, "de") } });
  return notices;
}

/** The signed-in owner's receipt when the declaration cannot be carried out at once: its content and time, the result to follow. */
async function acknowledgeOwnerReceipt(
  kind: DeclarationKind,
  row: DeclarationRow,
  declarant: { t: TFunction; lang: Locale; content: string[]; receivedAt: string },
) {
  const { t, ...mail } = declarant;
  await sendMail({ to: row.email, ...renderDeclarationReceived(t, { kind, ...mail }, "owner") });
  await updateDeclaration(kind, row.id, { acknowledged_at: new Date().toISOString() });
}

async function execute(
  kind: DeclarationKind,
  row: DeclarationRow,
  match: MatchedContract,
): Promise<{ done: DeclarationUpdate; endedAtOnce: boolean }> {
  // ends_on is the day in Germany, as the account's pages name the same instant: 23:30 UTC is already the next day there.
  if (kind === "withdrawal") {
    const result = await withdrawAtStripe(match, row.received_at);
    if (result.outcome === "withdrawn") return { done: { outcome: "withdrawn" }, endedAtOnce: false };
    return { done: { outcome: "period_over", ends_on: germanIsoDay(new Date(result.endsAt)) }, endedAtOnce: result.endedAtOnce };
  }
  const wished = "requested_end" in row && row.requested_end === "specific" ? row.requested_date : null;
  const { endsAt, endedAtOnce } = await endAtStripe(match, wished, row.received_at);
  return { done: { outcome: "ended", ends_on: germanIsoDay(new Date(endsAt)) }, endedAtOnce };
}

/**
 * Whether carrying the row out ended the contract at once because its end as of receipt had passed: Stripe
 * ended the subscription no later than the row was marked carried out. An end scheduled for a period's end
 * or a wished day comes after that, and a contract ended later by anything else does too. Read from the
 * mirror, which the execution synced, so a later pass and the page say what the first pass said.
 */
function endedOnExecution(row: DeclarationRow, contract: Pick<MatchedContract["subscription"], "ended_at"> | null | undefined): boolean {
  return row.executed_at !== null && !!contract?.ended_at && Date.parse(contract.ended_at) <= Date.parse(row.executed_at);
}

/** The row's result as the page and the mails say it. */
function statusOf(row: Pick<DeclarationRow, "outcome" | "ends_on">, concludedAt: string | null, endedAtOnce: boolean): DeclarationStatus {
  const endsOn = row.ends_on ? `${row.ends_on}T12:00:00Z` : "";
  if (row.outcome === "ended") return { state: "ended", endsOn, endedAtOnce };
  if (row.outcome === "withdrawn") return { state: "withdrawn" };
  if (row.outcome === "period_over" && concludedAt) {
    const periodEnd = withdrawalPeriodEnd(new Date(concludedAt));
    return { state: "period_over", periodEndedOn: new Date(periodEnd.getTime() - 1).toISOString(), endsOn, endedAtOnce };
  }
  return { state: "pending" };
}

/** The sentence for a declaration once it was carried out (null before): the page's, like the mail's. */
export async function carriedOutText(t: TFunction, locale: Locale, row: DeclarationRow): Promise<string | null> {
  if (!row.executed_at) return null;
  const contract = row.subscription_id ? await matchedContract(row.subscription_id).catch(() => null) : null;
  return statusText(t, locale, statusOf(row, contract?.subscription.created_at ?? null, endedOnExecution(row, contract?.subscription)));
}

/** One sentence for a status, in the mail's or the page's language. */
function statusText(t: TFunction, locale: Locale, status: DeclarationStatus): string {
  switch (status.state) {
    case "ended":
      return t(status.endedAtOnce ? "declarations:status.endedAsOfReceipt" : "declarations:status.ended", { date: longDate(status.endsOn, locale) });
    case "withdrawn":
      return t("declarations:status.withdrawn");
    case "period_over":
      return t(status.endedAtOnce ? "declarations:status.periodOverAsOfReceipt" : "declarations:status.periodOver", {
        period: longDate(status.periodEndedOn, locale),
        date: longDate(status.endsOn, locale),
      });
    case "processing":
      return t("declarations:status.processing");
    case "pending":
      return t("declarations:status.pending");
  }
}
