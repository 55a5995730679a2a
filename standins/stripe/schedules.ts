import { previousAttributes, type StandInContext } from "./context";
import { int, list, mergeMetadata, record, str, type Params } from "./form";
import { invalid, missing, nowSeconds, randomId, type StripeObject } from "./store";
import { addOnCalendar, firstItem, switchPrice, updatedEvent } from "./subscriptions";

/** `from_subscription`: one phase mirroring the current period; the subscription's `schedule` points here. */
export function createSchedule(ctx: StandInContext, params: Params): { schedule: StripeObject; events: StripeObject[] } {
  const subscriptionId = str(params, "from_subscription");
  if (!subscriptionId) throw missing("from_subscription");
  const subscription = ctx.store.get("subscription", subscriptionId, "from_subscription");
  if (subscription.schedule) throw invalid(`The subscription \`${subscription.id}\` already has a schedule attached.`, "from_subscription");
  if (subscription.status === "canceled") throw invalid("A canceled subscription cannot get a schedule.", "from_subscription");
  const item = firstItem(subscription);
  const phase = {
    add_invoice_items: [],
    currency: subscription.currency,
    end_date: item.current_period_end,
    items: [{ price: item.price.id, quantity: item.quantity, metadata: {}, discounts: [], tax_rates: [] }],
    metadata: {},
    proration_behavior: "create_prorations",
    start_date: item.current_period_start,
    trial_end: subscription.status === "trialing" ? subscription.trial_end : null,
  };
  const before = structuredClone(subscription);
  const schedule = ctx.store.put({
    id: randomId("sub_sched"),
    object: "subscription_schedule",
    application: null,
    billing_mode: { type: "classic" },
    canceled_at: null,
    completed_at: null,
    created: nowSeconds(),
    current_phase: { start_date: phase.start_date, end_date: phase.end_date },
    customer: subscription.customer,
    default_settings: { billing_cycle_anchor: "automatic", collection_method: "charge_automatically", description: null },
    end_behavior: "release",
    livemode: false,
    metadata: mergeMetadata({}, params.metadata),
    phases: [phase],
    released_at: null,
    released_subscription: null,
    status: "active",
    subscription: subscription.id,
    test_clock: null,
  });
  subscription.schedule = schedule.id;
  return { schedule, events: [ctx.hooks.emit("subscription_schedule.created", schedule), updatedEvent(ctx, before, subscription)] };
}

/**
 * Replaces the phases. Each phase ends at `end_date`, after `duration`, or after `iterations` billing
 * periods of its first price (one when none is given); the next phase starts where it ends. A current phase
 * whose price differs from the subscription's moves the subscription to it at once.
 */
export function updateSchedule(ctx: StandInContext, schedule: StripeObject, params: Params): StripeObject[] {
  if (schedule.status !== "active" && schedule.status !== "not_started") {
    throw invalid(`You cannot update a subscription schedule that is ${schedule.status}.`);
  }
  const before = structuredClone(schedule);
  const endBehavior = str(params, "end_behavior");
  if (endBehavior) {
    if (!["release", "cancel"].includes(endBehavior)) throw invalid(`Invalid end_behavior: ${endBehavior}`, "end_behavior");
    schedule.end_behavior = endBehavior;
  }
  schedule.metadata = mergeMetadata(schedule.metadata, params.metadata);
  const events: StripeObject[] = [];
  if (params.phases !== undefined) {
    schedule.phases = phasesFrom(ctx, schedule, list(params, "phases"));
    const now = nowSeconds();
    const current = schedule.phases.find((phase: StripeObject) => phase.start_date <= now && now < phase.end_date) ?? schedule.phases[0];
    schedule.current_phase = { start_date: current.start_date, end_date: current.end_date };
    const subscription = ctx.store.get("subscription", schedule.subscription);
    if (current.items[0].price !== firstItem(subscription).price.id) {
      const subscriptionBefore = structuredClone(subscription);
      switchPrice(ctx, subscription, ctx.store.get("price", current.items[0].price), current.items[0].quantity);
      events.push(updatedEvent(ctx, subscriptionBefore, subscription));
    }
  }
  events.unshift(ctx.hooks.emit("subscription_schedule.updated", schedule, previousAttributes(before, schedule)));
  return events;
}

function phasesFrom(ctx: StandInContext, schedule: StripeObject, input: unknown[]): StripeObject[] {
  if (input.length === 0) throw missing("phases");
  let start: number = schedule.phases[0]?.start_date ?? nowSeconds();
  return input.map((raw, index) => {
    const phase = (raw ?? {}) as Params;
    const startParam = str(phase, "start_date");
    if (index === 0 && startParam) start = startParam === "now" ? nowSeconds() : Number(startParam);
    const items = list(phase, "items").map((entry, itemIndex) => {
      const item = (entry ?? {}) as Params;
      const priceId = str(item, "price");
      if (!priceId) throw missing(`phases[${index}][items][${itemIndex}][price]`);
      ctx.store.get("price", priceId, `phases[${index}][items][${itemIndex}][price]`);
      return { price: priceId, quantity: int(item, "quantity") ?? 1, metadata: mergeMetadata({}, item.metadata), discounts: [], tax_rates: [] };
    });
    if (items.length === 0) throw missing(`phases[${index}][items]`);
    const price = ctx.store.get("price", items[0]!.price);
    const duration = record(phase, "duration");
    const endParam = int(phase, "end_date");
    const end =
      endParam ??
      (duration
        ? addOnCalendar(ctx, schedule.subscription, start, str(duration, "interval") ?? "month", int(duration, "interval_count") ?? 1)
        : undefined) ??
      iterate(ctx, schedule.subscription, start, price, int(phase, "iterations") ?? 1);
    if (end <= start) throw invalid(`Phase ${index} ends before it starts.`, `phases[${index}][end_date]`);
    const built = {
      add_invoice_items: [],
      currency: price.currency,
      end_date: end,
      items,
      metadata: mergeMetadata({}, phase.metadata),
      proration_behavior: str(phase, "proration_behavior") ?? "create_prorations",
      start_date: start,
      trial_end: int(phase, "trial_end") ?? null,
    };
    start = end;
    return built;
  });
}

function iterate(ctx: StandInContext, subscriptionId: string, start: number, price: StripeObject, iterations: number): number {
  return addOnCalendar(ctx, subscriptionId, start, price.recurring.interval, price.recurring.interval_count * iterations);
}

/** Detaches the schedule; the subscription continues on its current price. */
export function releaseSchedule(ctx: StandInContext, schedule: StripeObject): StripeObject[] {
  refuseIfEnded(schedule, "release");
  const subscription = ctx.store.get("subscription", schedule.subscription);
  const before = structuredClone(subscription);
  return [detachSchedule(ctx, schedule), updatedEvent(ctx, before, subscription)];
}

/** The release itself; the caller reports the subscription's change (in its own updated event). */
export function detachSchedule(ctx: StandInContext, schedule: StripeObject): StripeObject {
  refuseIfEnded(schedule, "release");
  const subscription = ctx.store.get("subscription", schedule.subscription);
  // As Stripe does: the schedule no longer names the subscription; `released_subscription` remembers it.
  Object.assign(schedule, {
    status: "released",
    released_at: nowSeconds(),
    released_subscription: subscription.id,
    subscription: null,
    current_phase: null,
  });
  subscription.schedule = null;
  return ctx.hooks.emit("subscription_schedule.released", schedule);
}

function refuseIfEnded(schedule: StripeObject, verb: string): void {
  if (schedule.status !== "active" && schedule.status !== "not_started") {
    throw invalid(`You cannot ${verb} a subscription schedule that is ${schedule.status}.`);
  }
}
