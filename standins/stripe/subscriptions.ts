import { previousAttributes, type StandInContext } from "./context";
import { createInvoice, invoicesOf } from "./invoices";
import { addInterval, clone, invalid, nowSeconds, randomId, type StripeObject } from "./store";

/** The legacy `plan` view Stripe still embeds next to `price` on subscription items. */
export function planOf(price: StripeObject): StripeObject {
  return {
    id: price.id,
    object: "plan",
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: price.unit_amount_decimal,
    billing_scheme: price.billing_scheme,
    created: price.created,
    currency: price.currency,
    interval: price.recurring.interval,
    interval_count: price.recurring.interval_count,
    livemode: false,
    metadata: price.metadata,
    meter: null,
    nickname: price.nickname,
    product: price.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: "licensed",
  };
}

/**
 * Adds months or years on the calendar the subscription started on: after `advance` moved its timeline
 * back, month lengths must still be those of its original dates, or periods and schedule phases
 * computed at different times would drift apart by a day.
 */
export function addOnCalendar(ctx: StandInContext, subscriptionId: string, at: number, interval: string, count = 1): number {
  const shift = ctx.store.timeShift.get(subscriptionId) ?? 0;
  return addInterval(at + shift, interval, count) - shift;
}

const periodEndFor = (ctx: StandInContext, subscriptionId: string, start: number, price: StripeObject) =>
  addOnCalendar(ctx, subscriptionId, start, price.recurring.interval, price.recurring.interval_count);

/**
 * The end of the period running at `at`, counted from the billing cycle anchor as Stripe does: a plan
 * started on 31 January renews on 28/29 February, then on 31 March (not on the 28th ever after).
 */
export function nextPeriodEnd(ctx: StandInContext, subscription: StripeObject, at: number, price: StripeObject): number {
  const anchor: number = subscription.billing_cycle_anchor;
  const { interval, interval_count: count } = price.recurring;
  let end = anchor;
  for (let periods = 1; end <= at; periods += 1) end = addOnCalendar(ctx, subscription.id, anchor, interval, count * periods);
  return end;
}

type NewSubscription = {
  customer: string;
  price: StripeObject;
  quantity: number;
  trialDays?: number;
  /** An exact trial end (seconds), as Checkout's subscription_data[trial_end]; wins over trialDays. */
  trialEnd?: number;
  metadata: Record<string, string>;
};

/** Starts a subscription the way a completed Checkout does: trialing with a 0.00 invoice, or active and charged. */
export function createSubscription(ctx: StandInContext, input: NewSubscription): { subscription: StripeObject; invoice: StripeObject } {
  const now = nowSeconds();
  const trialEnd = input.trialEnd ?? (input.trialDays ? addInterval(now, "day", input.trialDays) : null);
  const id = randomId("sub");
  const periodEnd = trialEnd ?? periodEndFor(ctx, id, now, input.price);
  const subscription = ctx.store.put({
    id,
    object: "subscription",
    application: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: periodEnd === trialEnd ? trialEnd : now,
    billing_mode: { flexible: null, type: "classic" },
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: "charge_automatically",
    created: now,
    currency: input.price.currency,
    customer: input.customer,
    days_until_due: null,
    default_payment_method: null,
    description: null,
    discounts: [],
    ended_at: null,
    items: {
      object: "list",
      data: [
        {
          id: randomId("si", 14),
          object: "subscription_item",
          created: now,
          current_period_end: periodEnd,
          current_period_start: now,
          discounts: [],
          metadata: {},
          plan: planOf(input.price),
          price: clone(input.price),
          quantity: input.quantity,
          subscription: id,
          tax_rates: [],
        },
      ],
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    latest_invoice: null,
    livemode: false,
    metadata: input.metadata,
    pause_collection: null,
    pending_update: null,
    schedule: null,
    start_date: now,
    status: trialEnd ? "trialing" : "active",
    test_clock: null,
    trial_end: trialEnd,
    trial_settings: { end_behavior: { missing_payment_method: "create_invoice" } },
    trial_start: trialEnd ? now : null,
  });
  const invoice = createInvoice(ctx, { subscription, reason: "subscription_create", periodStart: now, periodEnd, paid: true });
  subscription.latest_invoice = invoice.id;
  return { subscription, invoice };
}

export const firstItem = (subscription: StripeObject): StripeObject => subscription.items.data[0];

/** Stripe refuses cancellation and item changes on a subscription a schedule manages. */
export function refuseIfScheduled(subscription: StripeObject): void {
  if (subscription.schedule) {
    throw invalid(
      `The subscription is managed by the subscription schedule \`${subscription.schedule}\`, and updating any cancelation behavior directly is not allowed. Please update the schedule instead.`,
    );
  }
}

export function setCancelAtPeriodEnd(subscription: StripeObject, cancel: boolean): void {
  if (subscription.status === "canceled") throw invalid("A canceled subscription can only update its cancellation_details and metadata.");
  subscription.cancel_at_period_end = cancel;
  subscription.cancel_at = cancel ? firstItem(subscription).current_period_end : null;
  subscription.canceled_at = cancel ? nowSeconds() : null;
  subscription.cancellation_details = { comment: null, feedback: null, reason: cancel ? "cancellation_requested" : null };
}

/** `cancel_at`: ends the subscription at that time (when a boundary is advanced past it); null removes the end. */
export function setCancelAt(subscription: StripeObject, at: number | null): void {
  if (subscription.status === "canceled") throw invalid("A canceled subscription can only update its cancellation_details and metadata.");
  if (at !== null && at <= nowSeconds()) throw invalid("cancel_at must be in the future.", "cancel_at");
  subscription.cancel_at_period_end = false;
  subscription.cancel_at = at;
  subscription.canceled_at = at === null ? null : nowSeconds();
  subscription.cancellation_details = { comment: null, feedback: null, reason: at === null ? null : "cancellation_requested" };
}

/**
 * Moves the first item to another price. A change of billing interval starts a new period now and charges
 * the new price in full (Stripe resets the billing cycle then); the same interval keeps the period.
 * Prorations are not computed: `proration_behavior` is accepted and ignored.
 */
export function switchPrice(ctx: StandInContext, subscription: StripeObject, price: StripeObject, quantity?: number): StripeObject | null {
  const item = firstItem(subscription);
  const intervalChanged = item.price.recurring.interval !== price.recurring.interval;
  item.price = clone(price);
  item.plan = planOf(price);
  if (quantity !== undefined) item.quantity = quantity;
  if (!intervalChanged || subscription.status === "trialing") return null;
  const now = nowSeconds();
  item.current_period_start = now;
  item.current_period_end = periodEndFor(ctx, subscription.id, now, price);
  subscription.billing_cycle_anchor = now;
  if (subscription.cancel_at_period_end) subscription.cancel_at = item.current_period_end;
  const invoice = createInvoice(ctx, {
    subscription,
    reason: "subscription_update",
    periodStart: now,
    periodEnd: item.current_period_end,
    paid: true,
  });
  subscription.latest_invoice = invoice.id;
  return invoice;
}

/** Ends a subscription now (DELETE, a due cancel_at, a schedule ending with "cancel", a deleted customer). */
export function endSubscription(ctx: StandInContext, subscription: StripeObject): StripeObject {
  const now = nowSeconds();
  subscription.status = "canceled";
  subscription.ended_at = now;
  subscription.canceled_at ??= now;
  subscription.cancellation_details.reason ??= "cancellation_requested";
  if (subscription.schedule) {
    const schedule = ctx.store.objects.get(subscription.schedule);
    if (schedule && schedule.status === "active") Object.assign(schedule, { status: "canceled", canceled_at: now, current_phase: null });
  }
  return ctx.hooks.emit("customer.subscription.deleted", subscription);
}

/**
 * Pretends the time up to `boundary` has passed for this subscription alone: every timestamp of it, its
 * invoices and its schedule moves back by the same amount, so the boundary is now and "ends on" dates stay
 * in the future of the real clock the app compares them with (a per-subscription test clock).
 */
export function shiftTimeline(ctx: StandInContext, subscription: StripeObject, seconds: number): void {
  if (seconds <= 0) return;
  ctx.store.timeShift.set(subscription.id, (ctx.store.timeShift.get(subscription.id) ?? 0) + seconds);
  const back = (record: StripeObject, keys: string[]) => {
    for (const key of keys) if (typeof record[key] === "number") record[key] -= seconds;
  };
  back(subscription, ["created", "start_date", "billing_cycle_anchor", "trial_start", "trial_end", "cancel_at", "canceled_at"]);
  for (const item of subscription.items.data) back(item, ["created", "current_period_start", "current_period_end"]);
  for (const invoice of invoicesOf(ctx, subscription.id)) {
    back(invoice, ["created", "effective_at", "period_start", "period_end", "next_payment_attempt"]);
    back(invoice.status_transitions, ["finalized_at", "paid_at"]);
    for (const line of invoice.lines.data) back(line.period, ["start", "end"]);
  }
  const schedule = subscription.schedule ? ctx.store.objects.get(subscription.schedule) : undefined;
  if (schedule) {
    back(schedule, ["created"]);
    for (const phase of schedule.phases) back(phase, ["start_date", "end_date", "trial_end"]);
    if (schedule.current_phase) back(schedule.current_phase, ["start_date", "end_date"]);
  }
}

/** `customer.subscription.updated` with what changed since `before`. */
export function updatedEvent(ctx: StandInContext, before: StripeObject, subscription: StripeObject): StripeObject {
  return ctx.hooks.emit("customer.subscription.updated", subscription, previousAttributes(before, subscription));
}
