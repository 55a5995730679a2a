import { data, type RouterContextProvider } from "react-router";
import { isBot } from "#app/lib/honeypot";
import { actionContext, parseForm, reply } from "#app/lib/action.server";
import { sendMail } from "#app/features/mail/mailer.server";
import { renderWithdrawalMail } from "#app/features/mail/templates/billing-declaration-mail";
import { getRateLimiter } from "#app/features/rate-limit/limiter.server";
import { getAdminClient } from "#app/features/supabase/admin.server";
import { matchContract, type MatchedContract } from "./contract-match.server";
import { formatReceipt } from "./format";
import { notifyOperator } from "./operator-notice.server";
import { withdrawalSchema } from "./schemas";
import { requireStripe } from "./stripe.server";
import { syncSubscription } from "./sync.server";

const WITHDRAWAL_MS = 14 * 86_400_000;

/**
 * § 356a BGB: "Vertrag widerrufen" asks for name, contract and an e-mail address; the first post only
 * shows the declaration back (step "review"), and "Widerruf bestätigen" (step "confirm") makes it. The
 * acknowledgement with content, date and time of receipt goes out at once; a matched contract still in
 * its withdrawal period ends immediately at Stripe, and the account's own address is told as well.
 * Refunds (in full, or less the value of the service already provided after an express early-start
 * request, § 357a Abs. 2 BGB) are made by the operator from the recorded declaration.
 */
export async function withdrawalAction(request: Request, context: Readonly<RouterContextProvider>) {
  const ctx = actionContext(context);
  const form = await request.formData();
  const submission = parseForm(form, withdrawalSchema, ctx);
  if (submission.status !== "success") return reply.invalid(submission);
  const v = submission.value;
  const lines = [
    ctx.t("billing:withdraw.receipt.name", { value: v.name }),
    ctx.t("billing:withdraw.receipt.email", { value: v.email }),
    ctx.t("billing:withdraw.receipt.contract", { value: v.contractReference || ctx.t("billing:cancel.receipt.none") }),
    ctx.t("billing:withdraw.receipt.statement"),
  ];
  if (v.step === "review") return data({ result: undefined, review: { ...v, lines }, receipt: null });
  const receivedAt = new Date().toISOString();
  if (isBot(form)) return data({ result: undefined, review: null, receipt: { receivedAt, lines } });
  const limit = await getRateLimiter().consume("declaration.ip", ctx.ip);
  if (!limit.ok) return reply.tooMany(submission, limit.retryAfterSeconds, (minutes) => ctx.t("billing:declaration.tooMany", { minutes }));

  let match: MatchedContract | null;
  try {
    match = await matchContract(v.contractReference, v.email);
    if (match && Date.now() - Date.parse(match.subscription.created_at) <= WITHDRAWAL_MS) {
      await requireStripe().subscriptions.cancel(match.subscription.id, {}, { idempotencyKey: `withdraw-${match.subscription.id}` });
      await syncSubscription(match.subscription.id);
    }
    const { error } = await getAdminClient()
      .from("contract_withdrawals")
      .insert({
        user_id: match?.userId ?? null,
        subscription_id: match?.subscription.id ?? null,
        name: v.name,
        email: v.email,
        contract_reference: v.contractReference || null,
        locale: ctx.locale,
        received_at: receivedAt,
      });
    if (error) throw error;
  } catch (error) {
    console.error(`billing: withdrawal could not be processed: ${error instanceof Error ? error.message : String(error)}`);
    return reply.refused(submission, ctx.t("billing:declaration.failed"), { status: 503 });
  }
  await notifyOperator("withdrawal", match?.subscription.id ?? null, lines, receivedAt);
  const at = formatReceipt(receivedAt, ctx.locale);
  const sameAddress = match && match.accountEmail.toLowerCase() === v.email.toLowerCase();
  try {
    await sendMail({
      to: v.email,
      ...renderWithdrawalMail(ctx.t, { lang: ctx.locale, content: lines, receivedAt: at, matched: Boolean(sameAddress), toAccount: false }),
    });
    if (match && !sameAddress) {
      await sendMail({
        to: match.accountEmail,
        ...renderWithdrawalMail(ctx.t, { lang: ctx.locale, content: lines, receivedAt: at, matched: true, toAccount: true }),
      });
    }
  } catch (error) {
    console.error(`billing: withdrawal mail failed: ${error instanceof Error ? error.message : String(error)}`);
    return data({ result: undefined, review: null, receipt: { receivedAt, lines }, mailFailed: true });
  }
  return data({ result: undefined, review: null, receipt: { receivedAt, lines }, mailFailed: false });
}
