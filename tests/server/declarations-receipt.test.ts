import { describe, expect, it } from "vitest";
import { germanIsoDay } from "../../app/lib/german-day";
import { signedInUser } from "../support/account";
import { billingAppForFile, cancellation, control, orderAndPay, subscriptionRows } from "../support/billing";
import { adminClient } from "../support/clients";
import { postForm } from "../support/http";
import { visibleText } from "../support/html";
import { mailsTo, waitForMail } from "../support/mail";
import { uniqueEmail } from "../support/session";

/**
 * § 130 BGB: a cancellation takes effect when it is received, so its end is the next possible one as of
 * receipt, even when the account holder confirms a signed-out declaration days later and a new period
 * has begun in between (the trial converted to paid): then the contract has already ended, the
 * subscription is ended at once and the operator refunds what was charged after the end.
 */
const billing = billingAppForFile();
const OPERATOR = "hello@kolleague.local";

const longDay = (instant: string, locale: "en-GB" | "de-DE") =>
  new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "Europe/Berlin" }).format(new Date(instant));

async function member(interval: "month" | "year") {
  const owner = await signedInUser("Receipt Owner");
  await orderAndPay(billing.app, owner.cookie, interval);
  await control(billing.standIn, "webhooks/flush");
  const [sub] = await subscriptionRows(owner.id);
  return { owner, sub: sub! };
}

/** A stranger's (signed-out) declaration, then the link the queue mails to the account; returns the row's id and receipt. */
async function declaredSignedOut(path: "/cancel-contract" | "/withdraw", fields: Record<string, string>, ownerEmail: string, subject: RegExp) {
  expect((await postForm(billing.app, path, fields)).status).toBe(200);
  const ask = await waitForMail({ to: ownerEmail, subject });
  const link = new URL(ask.links.find((href) => href.includes("/confirm-declaration?"))!);
  const form = Object.fromEntries(link.searchParams);
  const table: "contract_withdrawals" | "contract_cancellations" = path === "/withdraw" ? "contract_withdrawals" : "contract_cancellations";
  const { data } = await adminClient().from(table).select("received_at, state").eq("id", form.id!).single();
  expect(data?.state).toBe("awaiting_owner");
  return { path: link.pathname, form, table, receivedAt: data!.received_at };
}

/** A stranger's ordinary cancellation of the contract, to the next possible date, waiting for the owner's link. */
const cancelledByStranger = (ownerEmail: string, subId: string) =>
  declaredSignedOut(
    "/cancel-contract",
    cancellation({ email: uniqueEmail("stranger"), contractReference: subId }),
    ownerEmail,
    /Please confirm the cancellation/,
  );

/**
 * The trial ends at Stripe (the stand-in's test clock) and the first period is charged, after the receipt.
 * Stripe's periods start on whole seconds and the one the stand-in starts now could share the receipt's
 * second, so the receipt moves two seconds back first instead of waiting for the clock. Returns the trial's
 * end and the receipt as it now stands.
 */
async function trialConverts(subId: string, declared: Awaited<ReturnType<typeof declaredSignedOut>>) {
  const receivedAt = new Date(Date.parse(declared.receivedAt) - 2000).toISOString();
  await adminClient().from(declared.table).update({ received_at: receivedAt }).eq("id", declared.form.id!);
  await control(billing.standIn, `subscriptions/${subId}/advance`);
  await control(billing.standIn, "webhooks/flush");
  const converted = await billing.stripe.subscriptions.retrieve(subId);
  expect(converted.status).toBe("active");
  const trialEnd = new Date(converted.trial_end! * 1000).toISOString();
  expect(Date.parse(trialEnd)).toBeGreaterThan(Date.parse(receivedAt));
  return { trialEnd, receivedAt };
}

/** The operator's refund notice for the contract, once the queue has sent it. */
const refundNotice = (subId: string) => waitForMail({ to: OPERATOR, subject: new RegExp(`Erstattung nötig \\(${subId}\\)`) });

async function refundNotices(subId: string) {
  return (await mailsTo({ to: OPERATOR })).filter((mail) => mail.subject.includes(subId) && /Erstattung nötig/.test(mail.subject));
}

describe("a signed-out cancellation received in the trial, confirmed after the trial converted to paid", () => {
  it("ends the contract at once as of the trial's end, tells the owner so and asks the operator to refund", async () => {
    const { owner, sub } = await member("month");
    const declared = await cancelledByStranger(owner.email, sub.id);
    const { trialEnd } = await trialConverts(sub.id, declared);
    const named = longDay(trialEnd, "en-GB");

    const confirmed = await postForm(billing.app, declared.path, declared.form);
    expect(confirmed.status).toBe(200);
    const ended = `Your contract ended on ${named}, the next possible date when we received your cancellation. We refund what was charged for the time after it.`;
    expect(visibleText(await confirmed.text())).toContain(ended);

    expect((await billing.stripe.subscriptions.retrieve(sub.id)).status).toBe("canceled");
    expect((await subscriptionRows(owner.id))[0]).toMatchObject({ status: "canceled" });
    const { data: row } = await adminClient().from("contract_cancellations").select("state, outcome, ends_on").eq("id", declared.form.id!).single();
    expect(row).toEqual({ state: "done", outcome: "ended", ends_on: germanIsoDay(new Date(trialEnd)) });

    const result = await waitForMail({ to: owner.email, subject: /Confirmation of your cancellation/ });
    expect(result.text).toContain(ended);
    const notice = await refundNotice(sub.id);
    expect(notice.text).toContain(`Der Vertrag hat am ${longDay(trialEnd, "de-DE")} geendet`);
    expect(notice.text).toContain(`Alles erstatten, was für die Zeit nach dem ${longDay(trialEnd, "de-DE")} berechnet wurde`);
  });

  it("ends an annual plan with its schedule the same way, and no schedule is built again", async () => {
    const { owner, sub } = await member("year");
    expect((await billing.stripe.subscriptions.retrieve(sub.id)).schedule).toBeTruthy();
    const declared = await cancelledByStranger(owner.email, sub.id);
    const { trialEnd } = await trialConverts(sub.id, declared);

    expect((await postForm(billing.app, declared.path, declared.form)).status).toBe(200);
    await control(billing.standIn, "webhooks/flush");
    const after = await billing.stripe.subscriptions.retrieve(sub.id);
    expect(after).toMatchObject({ status: "canceled", schedule: null });
    const schedules = (await billing.stripe.subscriptionSchedules.list({ customer: String(after.customer) })).data;
    expect(schedules.filter((schedule) => schedule.status === "active" || schedule.status === "not_started")).toEqual([]);
    const { data: row } = await adminClient().from("contract_cancellations").select("outcome, ends_on").eq("id", declared.form.id!).single();
    expect(row).toEqual({ outcome: "ended", ends_on: germanIsoDay(new Date(trialEnd)) });
    await refundNotice(sub.id);
  });

  it("treats a late withdrawal the same way: a cancellation that ended as of receipt", async () => {
    const { owner, sub } = await member("month");
    const declared = await declaredSignedOut(
      "/withdraw",
      { name: "Someone", email: uniqueEmail("stranger"), contractReference: sub.id, step: "confirm" },
      owner.email,
      /Please confirm the withdrawal/,
    );
    const { trialEnd, receivedAt } = await trialConverts(sub.id, declared);
    // Concluded 21 days before the receipt: the withdrawal period (14 days, moved past a weekend or holiday at the
    // end by at most 4) was over when it was received.
    const concluded = new Date(Date.parse(receivedAt) - 21 * 86_400_000).toISOString();
    await adminClient().from("subscriptions").update({ created_at: concluded }).eq("id", sub.id);

    const page = visibleText(await (await postForm(billing.app, declared.path, declared.form)).text());
    expect(page).toContain(
      `so we treat your declaration as a cancellation: your contract ended on ${longDay(trialEnd, "en-GB")}, the next possible date when we received it. We refund what was charged for the time after it.`,
    );
    expect((await billing.stripe.subscriptions.retrieve(sub.id)).status).toBe("canceled");
    const { data: row } = await adminClient().from("contract_withdrawals").select("outcome, ends_on").eq("id", declared.form.id!).single();
    expect(row).toEqual({ outcome: "period_over", ends_on: germanIsoDay(new Date(trialEnd)) });
    await refundNotice(sub.id);
  });
});

describe("a signed-out cancellation confirmed while the same period runs", () => {
  it("is still scheduled for the period's end, with no refund", async () => {
    const { owner, sub } = await member("month");
    const declared = await cancelledByStranger(owner.email, sub.id);
    const confirmed = await postForm(billing.app, declared.path, declared.form);
    expect(visibleText(await confirmed.text())).toContain(
      `Your contract ends on ${longDay(sub.trial_end!, "en-GB")}. You can use Kolleague Plus until then.`,
    );
    expect(await billing.stripe.subscriptions.retrieve(sub.id)).toMatchObject({ status: "trialing", cancel_at_period_end: true });
    const { data: row } = await adminClient().from("contract_cancellations").select("outcome, ends_on").eq("id", declared.form.id!).single();
    expect(row).toEqual({ outcome: "ended", ends_on: germanIsoDay(new Date(sub.trial_end!)) });
    // The operator's notice would have been sent before the owner's result mail.
    await waitForMail({ to: owner.email, subject: /Confirmation of your cancellation/ });
    expect(await refundNotices(sub.id)).toEqual([]);
  });
});
