import { describe, expect, it } from "vitest";
import { entitlementsFor, pickSubscription, type SubscriptionSnapshot } from "./entitlements";
import { annualSaving, planLimits } from "./plans";

const now = new Date("2026-11-22T12:00:00Z");
const base: SubscriptionSnapshot = {
  id: "sub_1",
  status: "active",
  billing_interval: "month",
  trial_end: null,
  current_period_end: "2026-12-22T12:00:00Z",
  cancel_at_period_end: false,
  cancel_at: null,
  ended_at: null,
};

describe("entitlementsFor", () => {
  it("gives a user without a subscription the free limits", () => {
    expect(entitlementsFor(null, now)).toEqual({ plan: "free", state: { kind: "none" }, interval: null, canOrder: true });
  });

  it("gives Plus while trialing, with the trial's end", () => {
    const result = entitlementsFor({ ...base, status: "trialing", trial_end: "2026-12-06T12:00:00Z", billing_interval: "year" }, now);
    expect(result).toMatchObject({ plan: "plus", interval: "year", state: { kind: "trialing", until: "2026-12-06T12:00:00Z" } });
  });

  it("says when an active subscription renews", () => {
    expect(entitlementsFor(base, now)).toMatchObject({ plan: "plus", state: { kind: "active", renewsOn: "2026-12-22T12:00:00Z" } });
  });

  it("keeps Plus until a cancellation at period end takes effect, to the end of the day it names", () => {
    const cancelling = { ...base, cancel_at_period_end: true };
    expect(entitlementsFor(cancelling, now)).toMatchObject({
      plan: "plus",
      state: { kind: "cancelling", endsOn: base.current_period_end },
      canOrder: false,
    });
    // The period ends at 13:00 on 22 December in Berlin, and the pages say "ends on 22 December".
    expect(entitlementsFor(cancelling, new Date("2026-12-22T22:59:59Z"))).toMatchObject({ plan: "plus", state: { kind: "cancelling" } });
    expect(entitlementsFor(cancelling, new Date("2026-12-22T23:00:00Z"))).toMatchObject({ plan: "free", state: { kind: "cancelled" } });
    // Stripe's "deleted" event changes nothing about that day.
    const ended = { ...cancelling, status: "canceled", ended_at: base.current_period_end };
    // It has ended at Stripe, so a new order may start at once: nothing would run twice.
    expect(entitlementsFor(ended, new Date("2026-12-22T20:00:00Z"))).toMatchObject({ plan: "plus", state: { kind: "cancelling" }, canOrder: true });
    expect(entitlementsFor(ended, new Date("2026-12-22T23:00:00Z"))).toMatchObject({
      plan: "free",
      state: { kind: "cancelled", endedOn: base.current_period_end },
    });
  });

  it("keeps a summer period begun in winter to the end of the day named (Stripe keeps the UTC time of day)", () => {
    // A trial that ended 10 December 2026, 23:59:59 CET (22:59:59Z): its April period ends 11 April 2027, 00:59:59 CEST.
    const april = { ...base, cancel_at_period_end: true, current_period_end: "2027-04-10T22:59:59Z" };
    expect(entitlementsFor(april, new Date("2027-04-11T10:00:00Z"))).toMatchObject({ plan: "plus", state: { kind: "cancelling" } });
    expect(entitlementsFor(april, new Date("2027-04-11T22:00:00Z"))).toMatchObject({ plan: "free", state: { kind: "cancelled" } });
  });

  it("ends at once what ended before its scheduled end: a withdrawal or an extraordinary cancellation", () => {
    const withdrawn = { ...base, cancel_at_period_end: true, status: "canceled", ended_at: "2026-11-22T09:00:00Z" };
    expect(entitlementsFor(withdrawn, new Date("2026-11-22T09:00:01Z"))).toMatchObject({
      plan: "free",
      state: { kind: "cancelled", endedOn: "2026-11-22T09:00:00Z" },
    });
  });

  it("uses cancel_at when the end is a later date", () => {
    const later = { ...base, cancel_at: "2027-01-31T23:00:00Z" };
    expect(entitlementsFor(later, now).state).toEqual({ kind: "cancelling", endsOn: "2027-01-31T23:00:00Z", paidFrom: null });
  });

  it("says when a trial cancelled to a later date turns paid, and not when it ends with the trial", () => {
    const trial = { ...base, status: "trialing", trial_end: "2026-12-06T12:00:00Z", current_period_end: "2026-12-06T12:00:00Z" };
    expect(entitlementsFor({ ...trial, cancel_at: "2027-01-15T22:59:59Z" }, now).state).toEqual({
      kind: "cancelling",
      endsOn: "2027-01-15T22:59:59Z",
      paidFrom: "2026-12-06T12:00:00Z",
    });
    expect(entitlementsFor({ ...trial, cancel_at_period_end: true }, now).state).toEqual({
      kind: "cancelling",
      endsOn: "2026-12-06T12:00:00Z",
      paidFrom: null,
    });
  });

  it("keeps Plus while a payment is retried, and says so", () => {
    expect(entitlementsFor({ ...base, status: "past_due" }, now)).toMatchObject({ plan: "plus", state: { kind: "pastDue" } });
  });

  it("falls back to free for cancelled, unpaid and incomplete subscriptions", () => {
    expect(entitlementsFor({ ...base, status: "canceled", ended_at: "2026-11-20T00:00:00Z" }, now)).toMatchObject({
      plan: "free",
      interval: null,
      state: { kind: "cancelled", endedOn: "2026-11-20T00:00:00Z" },
    });
    expect(entitlementsFor({ ...base, status: "unpaid" }, now).plan).toBe("free");
    expect(entitlementsFor({ ...base, status: "incomplete" }, now)).toMatchObject({ plan: "free", state: { kind: "none" } });
  });
});

describe("pickSubscription", () => {
  it("prefers a paying subscription over a newer ended one, then the newest", () => {
    const old = { ...base, id: "sub_old", created_at: "2026-01-01T00:00:00Z" };
    const ended = { ...base, id: "sub_end", status: "canceled", created_at: "2026-11-01T00:00:00Z" };
    expect(pickSubscription([ended, old])?.id).toBe("sub_old");
    expect(pickSubscription([{ ...old, status: "canceled" }, ended])?.id).toBe("sub_end");
    expect(pickSubscription([])).toBeNull();
  });
});

describe("planLimits", () => {
  it("takes the free chat quota from the operator's setting and never gives Plus less", () => {
    expect(planLimits(7).free.chatMessagesPerDay).toBe(7);
    expect(planLimits(7).plus.chatMessagesPerDay).toBe(300);
    expect(planLimits(500).plus.chatMessagesPerDay).toBe(500);
  });
});

describe("annualSaving", () => {
  it("compares the yearly price with twelve monthly payments", () => {
    expect(annualSaving(999, 9900)).toEqual({ cents: 2088, percent: 17 });
    expect(annualSaving(1000, 13000)).toEqual({ cents: 0, percent: 0 });
  });
});
