import { data, type RouterContextProvider } from "react-router";
import { isBot } from "#app/lib/honeypot";
import { actionContext, parseForm, reply } from "#app/lib/action.server";
import { sendMail } from "#app/features/mail/mailer.server";
import { renderCancellationMail } from "#app/features/mail/templates/billing-declaration-mail";
import { getRateLimiter } from "#app/features/rate-limit/limiter.server";
import { getAdminClient } from "#app/features/supabase/admin.server";
import { cancellationEnd } from "./cancel-date";
import { matchContract, type MatchedContract } from "./contract-match.server";
import { notifyOperator } from "./operator-notice.server";
import { scheduledEnd } from "./entitlements";
import { formatDay, formatReceipt } from "./format";
import { cancellationSchema, type CancellationForm } from "./schemas";
import { requireStripe } from "./stripe.server";
import { syncSubscription } from "./sync.server";

interface Receipt {
  receivedAt: string;
  lines: string[];
}

/** The declaration as text lines, in the page's language: shown, printed and mailed alike. */
function contentLines(t: (key: string, options?: Record<string, unknown>) => string, v: CancellationForm, locale: "en" | "de"): string[] {
  return [
    t("billing:cancel.receipt.name", { value: v.name }),
    t("billing:cancel.receipt.email", { value: v.email }),
    t("billing:cancel.receipt.contract", { value: v.contractReference || t("billing:cancel.receipt.none") }),
    t("billing:cancel.receipt.kind", { value: t(`billing:cancel.kind.${v.kind}`) }),
    ...(v.reason ? [t("billing:cancel.receipt.reason", { value: v.reason })] : []),
    t("billing:cancel.receipt.end", {
      value: v.end === "specific" && v.date ? formatDay(`${v.date}T12:00:00Z`, locale) : t("billing:cancel.end.next_possible"),
    }),
  ];
}

/**
 * Ends the matched subscription at Stripe: at the period end, or at the later wished date. An
 * extraordinary cancellation is scheduled the same way at the least (an unfounded one counts as ordinary);
 * the operator reviews its reason and may end the contract earlier. An annual plan's schedule is released
 * first, since Stripe changes a scheduled subscription only through its schedule.
 */
async function endAtStripe(match: MatchedContract, v: CancellationForm): Promise<string> {
  const sub = match.subscription;
  const periodEnd = scheduledEnd(sub) ?? sub.current_period_end ?? sub.trial_end ?? new Date().toISOString();
  const { endsAt, atPeriodEnd } = cancellationEnd(periodEnd, v.end === "specific" ? (v.date ?? null) : null);
  const stripe = requireStripe();
  const current = await stripe.subscriptions.retrieve(sub.id);
  if (current.schedule) await stripe.subscriptionSchedules.release(typeof current.schedule === "string" ? current.schedule : current.schedule.id);
  await stripe.subscriptions.update(sub.id, atPeriodEnd ? { cancel_at_period_end: true } : { cancel_at: Math.floor(Date.parse(endsAt) / 1000) }, {
    idempotencyKey: `cancel-${sub.id}-${endsAt}`,
  });
  await syncSubscription(sub.id);
  return endsAt;
}

/**
 * § 312k BGB, "jetzt kündigen". No sign-in: the declaration is recorded with its time of receipt and takes
 * effect when it reaches us. The confirmation goes to the address typed in; when a contract matched, the
 * confirmation with the end date goes to the account's own address (both, when they differ), so a
 * stranger's declaration never ends a contract silently and the page never reveals whether one matched.
 */
export async function cancellationAction(request: Request, context: Readonly<RouterContextProvider>) {
  const ctx = actionContext(context);
  const form = await request.formData();
  const submission = parseForm(form, cancellationSchema, ctx);
  if (submission.status !== "success") return reply.invalid(submission);
  const receivedAt = new Date().toISOString();
  const lines = contentLines(ctx.t, submission.value, ctx.locale);
  if (isBot(form)) return data({ result: undefined, receipt: { receivedAt, lines } satisfies Receipt });
  const limit = await getRateLimiter().consume("declaration.ip", ctx.ip);
  if (!limit.ok) return reply.tooMany(submission, limit.retryAfterSeconds, (minutes) => ctx.t("billing:declaration.tooMany", { minutes }));

  const v = submission.value;
  let match: MatchedContract | null;
  let endsAt: string | null = null;
  try {
    match = await matchContract(v.contractReference, v.email);
    if (match) endsAt = await endAtStripe(match, v);
    const { error } = await getAdminClient()
      .from("contract_cancellations")
      .insert({
        user_id: match?.userId ?? null,
        subscription_id: match?.subscription.id ?? null,
        name: v.name,
        email: v.email,
        contract_reference: v.contractReference || null,
        kind: v.kind,
        reason: v.reason || null,
        requested_end: v.end,
        requested_date: v.end === "specific" ? (v.date ?? null) : null,
        ends_on: endsAt ? endsAt.slice(0, 10) : null,
        locale: ctx.locale,
        received_at: receivedAt,
      });
    if (error) throw error;
  } catch (error) {
    console.error(`billing: cancellation could not be processed: ${error instanceof Error ? error.message : String(error)}`);
    return reply.refused(submission, ctx.t("billing:declaration.failed"), { status: 503 });
  }

  if (v.kind === "extraordinary") await notifyOperator("extraordinary", match?.subscription.id ?? null, lines, receivedAt);
  const mailFor = (withEnd: boolean, toAccount: boolean) =>
    renderCancellationMail(ctx.t, {
      lang: ctx.locale,
      content: lines,
      receivedAt: formatReceipt(receivedAt, ctx.locale),
      endsOn: withEnd && endsAt ? formatDay(endsAt, ctx.locale) : null,
      toAccount,
    });
  const sameAddress = match && match.accountEmail.toLowerCase() === v.email.toLowerCase();
  try {
    await sendMail({ to: v.email, ...mailFor(Boolean(sameAddress), false) });
    if (match && !sameAddress) await sendMail({ to: match.accountEmail, ...mailFor(true, true) });
  } catch (error) {
    // The declaration is recorded; the page shows the receipt, which the visitor can save or print.
    console.error(`billing: cancellation mail failed: ${error instanceof Error ? error.message : String(error)}`);
    return data({ result: undefined, receipt: { receivedAt, lines } satisfies Receipt, mailFailed: true });
  }
  return data({ result: undefined, receipt: { receivedAt, lines } satisfies Receipt, mailFailed: false });
}
