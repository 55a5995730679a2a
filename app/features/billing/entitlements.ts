import { germanDayStart, germanIsoDay } from "#app/lib/german-day";
import type { BillingInterval, PlanId } from "./plans";

/** The subscription as the app stores it (a row of public.subscriptions, dates as ISO strings). */
export interface SubscriptionSnapshot {
  id: string;
  status: string;
  billing_interval: string | null;
  trial_end: string | null;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
  cancel_at: string | null;
  ended_at: string | null;
}

/** What the settings panel says about the membership. */
export type MembershipState =
  | { kind: "none" }
  | { kind: "trialing"; until: string }
  | { kind: "active"; renewsOn: string }
  /** `paidFrom`: a trial ends before the contract does, so a payment for the time after it is still due then. */
  | { kind: "cancelling"; endsOn: string; paidFrom: string | null }
  | { kind: "pastDue" }
  | { kind: "cancelled"; endedOn: string | null };

/** The plan and its state; the plan's limits are added on the server (`entitlementsOf`). */
export interface Entitlements {
  plan: PlanId;
  state: MembershipState;
  interval: BillingInterval | null;
  /** No contract runs, so an order may start one: free, or Plus kept only to the end of the day an ended contract named. */
  canOrder: boolean;
}

/**
 * Stripe statuses that keep Plus. past_due keeps it while Stripe retries the payment (the user is told
 * and sent to the portal); unpaid, incomplete, paused and canceled fall back to free.
 */
const PAID_STATUSES = new Set(["trialing", "active", "past_due"]);

/** Whether Stripe has ended the contract (its "deleted" event), as scheduled or at once. */
const endedAtStripe = (sub: SubscriptionSnapshot) => sub.status === "canceled" || sub.ended_at !== null;

/** The end a cancellation has scheduled: Stripe's cancel_at, or the period end when cancelling at period end. */
export function scheduledEnd(sub: SubscriptionSnapshot): string | null {
  if (sub.cancel_at) return sub.cancel_at;
  return sub.cancel_at_period_end ? sub.current_period_end : null;
}

/** The trial's end when the subscription is trialing and runs on past it to `end`, else null. */
export function trialEndBefore(sub: SubscriptionSnapshot, end: string): string | null {
  return sub.status === "trialing" && sub.trial_end && Date.parse(sub.trial_end) < Date.parse(end) ? sub.trial_end : null;
}

/**
 * What a user may do, from their most relevant subscription (or none) at `now`. Pure, so the server,
 * the pages and the tests agree; a subscription whose scheduled end's day is over counts as ended even
 * before Stripe's "deleted" event arrives.
 */
export function entitlementsFor(sub: SubscriptionSnapshot | null, now: Date): Entitlements {
  const state = membershipState(sub, now);
  const paid = state.kind === "trialing" || state.kind === "active" || state.kind === "cancelling" || state.kind === "pastDue";
  const plan: PlanId = paid ? "plus" : "free";
  const interval = sub?.billing_interval === "month" || sub?.billing_interval === "year" ? sub.billing_interval : null;
  return { plan, state, interval: paid ? interval : null, canOrder: !paid || (sub !== null && endedAtStripe(sub)) };
}

/**
 * Whether the German day a scheduled end falls on is over. Pages and mails name that day ("ends on 11 April; you
 * can use Kolleague Plus until then") and a consumer reads it as the whole day, but Stripe keeps a period's UTC
 * time of day: a period begun at 23:59:59 in winter ends at 00:59:59 in summer, one begun in summer at 22:59:59
 * in winter, a returning customer's (no trial) at the hour of the order. So Plus lasts to the end of that day.
 */
function namedDayOver(end: string, now: Date): boolean {
  return germanDayStart(germanIsoDay(new Date(end)), 1).getTime() <= now.getTime();
}

function membershipState(sub: SubscriptionSnapshot | null, now: Date): MembershipState {
  if (!sub) return { kind: "none" };
  const end = scheduledEnd(sub);
  // Ended as scheduled (Stripe's ended_at is the scheduled end), or before it: a withdrawal, an extraordinary
  // cancellation or an unpaid contract ends at once.
  const asScheduled = end !== null && (sub.ended_at === null || Date.parse(sub.ended_at) >= Date.parse(end) - 1000);
  if (asScheduled ? namedDayOver(end, now) : endedAtStripe(sub)) return { kind: "cancelled", endedOn: sub.ended_at ?? end };
  if (!PAID_STATUSES.has(sub.status) && !(asScheduled && sub.status === "canceled"))
    return sub.status === "incomplete" ? { kind: "none" } : { kind: "cancelled", endedOn: null };
  if (sub.status === "past_due") return { kind: "pastDue" };
  if (end) return { kind: "cancelling", endsOn: end, paidFrom: trialEndBefore(sub, end) };
  if (sub.status === "trialing" && sub.trial_end) return { kind: "trialing", until: sub.trial_end };
  return { kind: "active", renewsOn: sub.current_period_end ?? "" };
}

/**
 * The subscription that decides a user's plan when they have several rows (an old cancelled one and a
 * new one): a paying one first, then the most recent.
 */
export function pickSubscription<T extends SubscriptionSnapshot & { created_at: string }>(rows: readonly T[]): T | null {
  const ranked = [...rows].sort((a, b) => {
    const paid = Number(PAID_STATUSES.has(b.status)) - Number(PAID_STATUSES.has(a.status));
    return paid !== 0 ? paid : Date.parse(b.created_at) - Date.parse(a.created_at);
  });
  return ranked[0] ?? null;
}
