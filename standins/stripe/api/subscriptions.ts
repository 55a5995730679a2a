import { bool, int, list, mergeMetadata, str, type Params } from "../form";
import { createSchedule, releaseSchedule, updateSchedule } from "../schedules";
import { invalid, missing } from "../store";
import {
  createSubscription,
  endSubscription,
  firstItem,
  refuseIfScheduled,
  setCancelAt,
  setCancelAtPeriodEnd,
  switchPrice,
  updatedEvent,
} from "../subscriptions";
import { paginate, pathId, route, type ApiRoute } from "./types";

/** `cancel_at`: a Unix time, or empty to remove a scheduled end (as Stripe takes it). */
function cancelAtParam(params: Params): number | null {
  const raw = str(params, "cancel_at");
  if (!raw) return null;
  const at = Number(raw);
  if (!Number.isInteger(at)) throw invalid(`Invalid integer: ${raw}`, "cancel_at");
  return at;
}

const LIVE_STATUSES = ["trialing", "active", "past_due", "incomplete", "unpaid", "paused"];

export const subscriptionRoutes: ApiRoute[] = [
  route("GET", "/v1/subscriptions", (ctx, request) => {
    const customer = str(request.params, "customer");
    const price = str(request.params, "price");
    const status = str(request.params, "status");
    const subscriptions = ctx.store
      .all("subscription")
      .filter(
        (subscription) =>
          (!customer || subscription.customer === customer) &&
          (!price || firstItem(subscription).price.id === price) &&
          (status === "all" ||
            (status === "ended"
              ? subscription.status === "canceled"
              : status
                ? subscription.status === status
                : LIVE_STATUSES.includes(subscription.status))),
      );
    return paginate(request, subscriptions);
  }),
  route("GET", "/v1/subscriptions/:id", (ctx, request) => ctx.store.get("subscription", pathId(request))),
  route("POST", "/v1/subscriptions", (ctx, request) => {
    const customer = str(request.params, "customer");
    if (!customer) throw missing("customer");
    ctx.store.get("customer", customer, "customer");
    const item = (list(request.params, "items")[0] ?? {}) as Params;
    const priceId = str(item, "price");
    if (!priceId) throw missing("items[0][price]");
    const { subscription, invoice } = createSubscription(ctx, {
      customer,
      price: ctx.store.get("price", priceId, "items[0][price]"),
      quantity: int(item, "quantity") ?? 1,
      trialDays: int(request.params, "trial_period_days"),
      metadata: mergeMetadata({}, request.params.metadata),
    });
    void ctx.hooks.dispatch([ctx.hooks.emit("customer.subscription.created", subscription), ctx.hooks.emit("invoice.paid", invoice)]);
    return subscription;
  }),
  route("POST", "/v1/subscriptions/:id", (ctx, request) => {
    const subscription = ctx.store.get("subscription", pathId(request));
    const { params } = request;
    const before = structuredClone(subscription);
    const cancel = bool(params, "cancel_at_period_end");
    const items = list(params, "items") as Params[];
    if (cancel !== undefined || items.length > 0 || params.cancel_at !== undefined) refuseIfScheduled(subscription);
    if (cancel !== undefined) setCancelAtPeriodEnd(subscription, cancel);
    if (params.cancel_at !== undefined) setCancelAt(subscription, cancelAtParam(params));
    subscription.metadata = mergeMetadata(subscription.metadata, params.metadata);
    const events = [];
    const priceId = items[0] ? str(items[0], "price") : undefined;
    if (priceId) {
      if (subscription.status === "canceled") throw invalid("A canceled subscription cannot change its items.", "items");
      const invoice = switchPrice(ctx, subscription, ctx.store.get("price", priceId, "items[0][price]"), int(items[0] as Params, "quantity"));
      events.push(updatedEvent(ctx, before, subscription));
      if (invoice) events.push(ctx.hooks.emit("invoice.paid", invoice));
    } else if (JSON.stringify(before) !== JSON.stringify(subscription)) {
      events.push(updatedEvent(ctx, before, subscription));
    }
    void ctx.hooks.dispatch(events);
    return subscription;
  }),
  route("DELETE", "/v1/subscriptions/:id", (ctx, request) => {
    const subscription = ctx.store.get("subscription", pathId(request));
    if (subscription.status === "canceled") throw invalid(`This subscription has already been canceled: ${subscription.id}`);
    void ctx.hooks.dispatch([endSubscription(ctx, subscription)]);
    return subscription;
  }),

  route("POST", "/v1/subscription_schedules", (ctx, request) => {
    const { schedule, events } = createSchedule(ctx, request.params);
    void ctx.hooks.dispatch(events);
    return schedule;
  }),
  route("GET", "/v1/subscription_schedules", (ctx, request) => {
    const customer = str(request.params, "customer");
    return paginate(
      request,
      ctx.store.all("subscription_schedule").filter((schedule) => !customer || schedule.customer === customer),
    );
  }),
  route("GET", "/v1/subscription_schedules/:id", (ctx, request) => ctx.store.get("subscription_schedule", pathId(request))),
  route("POST", "/v1/subscription_schedules/:id", (ctx, request) => {
    const schedule = ctx.store.get("subscription_schedule", pathId(request));
    void ctx.hooks.dispatch(updateSchedule(ctx, schedule, request.params));
    return schedule;
  }),
  route("POST", "/v1/subscription_schedules/:id/release", (ctx, request) => {
    const schedule = ctx.store.get("subscription_schedule", pathId(request));
    void ctx.hooks.dispatch(releaseSchedule(ctx, schedule));
    return schedule;
  }),
  route("POST", "/v1/subscription_schedules/:id/cancel", (ctx, request) => {
    const schedule = ctx.store.get("subscription_schedule", pathId(request));
    if (schedule.status !== "active") throw invalid(`You cannot cancel a subscription schedule that is ${schedule.status}.`);
    const subscription = ctx.store.get("subscription", schedule.subscription);
    void ctx.hooks.dispatch([endSubscription(ctx, subscription)]);
    return schedule;
  }),
];
