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
}

/**
 * Stripe statuses that keep Plus. past_due keeps it while Stripe retries the payment (the user is told
 * and sent to the portal); unpaid, incomplete, paused and canceled fall back to free.
 */
const PAID_STATUSES = new Set(["trialing", "active", "past_due"]);

const isPast = (iso: string | null, now: Date) => iso !== null && Date.parse(iso) <= now.getTime();

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
 * the pages and the tests agree; a subscription whose scheduled end has passed counts as ended even
 * before Stripe's "deleted" event arrives.
 */
export function entitlementsFor(sub: SubscriptionSnapshot | null, now: Date): Entitlements {
  const state = membershipState(sub, now);
  const paid = sub !== null && PAID_STATUSES.has(sub.status) && state.kind !== "cancelled";
  const plan: PlanId = paid ? "plus" : "free";
  const interval = sub?.billing_interval === "month" || sub?.billing_interval === "year" ? sub.billing_interval : null;
  return { plan, state, interval: paid ? interval : null };
}

function membershipState(sub: SubscriptionSnapshot | null, now: Date): MembershipState {
  if (!sub) return { kind: "none" };
  const end = scheduledEnd(sub);
  if (sub.status === "canceled" || sub.ended_at !== null || isPast(end, now)) return { kind: "cancelled", endedOn: sub.ended_at ?? end };
  if (!PAID_STATUSES.has(sub.status)) return sub.status === "incomplete" ? { kind: "none" } : { kind: "cancelled", endedOn: null };
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
