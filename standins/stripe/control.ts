import { advanceSubscription } from "./advance";
import { completeCheckoutSession } from "./checkout";
import type { StandInContext } from "./context";
import { str, type Params } from "./form";
import { invalid, StripeApiError, type StripeObject } from "./store";

export type ControlAnswer = { status: number; body: unknown };

/**
 * The test controls under /__standin/ (not Stripe's API; JSON answers). Actions that cause events answer
 * after the first delivery attempt of each, with the app's status code, so tests need no waiting.
 */
export async function handleControl(ctx: StandInContext, method: string, path: string, params: Params): Promise<ControlAnswer> {
  try {
    return await dispatchControl(ctx, method, path, params);
  } catch (error) {
    if (error instanceof StripeApiError) return { status: error.status, body: error.toJSON() };
    throw error;
  }
}

async function dispatchControl(ctx: StandInContext, method: string, path: string, params: Params): Promise<ControlAnswer> {
  const ok = (body: unknown): ControlAnswer => ({ status: 200, body });
  const segments = path.split("/").filter(Boolean).map(decodeURIComponent);
  const [area, id, action] = segments;
  const sendAndReport = async (events: StripeObject[]) => {
    await ctx.hooks.dispatch(events);
    return events.map((event) => eventSummary(ctx, event));
  };

  if (method === "GET" && area === "health") return ok({ ok: true });
  if (method === "GET" && area === "events" && !id) {
    const type = str(params, "type");
    const events = ctx.store
      .all("event")
      .reverse()
      .filter((event) => !type || event.type === type);
    return ok({ holding: ctx.hooks.holding, data: events.map((event) => eventSummary(ctx, event)) });
  }
  if (method === "POST" && area === "events" && id && action === "resend") {
    const event = ctx.store.get("event", id);
    await ctx.hooks.resend(event.id);
    return ok(eventSummary(ctx, event));
  }
  if (method === "POST" && area === "webhooks" && id === "flush") {
    await ctx.hooks.flush(["true", true].includes(params.retries as string));
    return ok({ holding: ctx.hooks.holding });
  }
  if (method === "POST" && area === "webhooks" && id === "hold") {
    ctx.hooks.hold();
    return ok({ holding: true });
  }
  if (method === "POST" && area === "webhooks" && id === "release") {
    const order = str(params, "order") === "reverse" ? "reverse" : "original";
    const released = await ctx.hooks.release(order);
    return ok({ holding: false, order, data: released.map((eventId) => eventSummary(ctx, ctx.store.get("event", eventId))) });
  }
  if (method === "POST" && area === "subscriptions" && id) {
    const subscription = ctx.store.get("subscription", id);
    if (action === "advance") {
      const events = advanceSubscription(ctx, subscription, { failPayment: ["true", true].includes(params.fail_payment as string) });
      return ok({ subscription, events: await sendAndReport(events) });
    }
    if (action === "fail-next-payment") {
      ctx.store.failNextPayment.add(subscription.id);
      return ok({ subscription: subscription.id, fail_next_payment: true });
    }
    if (action === "trial-will-end") {
      if (subscription.status !== "trialing") throw invalid("The subscription is not trialing.");
      return ok({ subscription, events: await sendAndReport([ctx.hooks.emit("customer.subscription.trial_will_end", subscription)]) });
    }
  }
  if (method === "POST" && area === "checkout" && id && action === "complete") {
    const { redirect, events } = completeCheckoutSession(ctx, ctx.store.get("checkout.session", id));
    return ok({ redirect, session: ctx.store.get("checkout.session", id), events: await sendAndReport(events) });
  }
  return { status: 404, body: { error: { type: "invalid_request_error", message: `No stand-in control at ${method} /__standin/${path}` } } };
}

function eventSummary(ctx: StandInContext, event: StripeObject) {
  return {
    id: event.id,
    type: event.type,
    created: event.created,
    object_id: event.data.object.id,
    deliveries: ctx.hooks.deliveries.get(event.id) ?? [],
  };
}
