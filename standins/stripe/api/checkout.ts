import { createCheckoutSession, createPortalSession } from "../checkout";
import { bool, str } from "../form";
import { createPortalConfiguration } from "../portal-configurations";
import { invalid, listOf } from "../store";
import { paginate, pathId, route, type ApiRoute } from "./types";

export const checkoutRoutes: ApiRoute[] = [
  route("POST", "/v1/checkout/sessions", (ctx, request) => createCheckoutSession(ctx, request.params)),
  route("GET", "/v1/checkout/sessions", (ctx, request) => {
    const customer = str(request.params, "customer");
    const subscription = str(request.params, "subscription");
    const sessions = ctx.store
      .all("checkout.session")
      .filter((session) => (!customer || session.customer === customer) && (!subscription || session.subscription === subscription));
    return paginate(request, sessions);
  }),
  route("GET", "/v1/checkout/sessions/:id", (ctx, request) => ctx.store.get("checkout.session", pathId(request))),
  route("GET", "/v1/checkout/sessions/:id/line_items", (ctx, request) => {
    const session = ctx.store.get("checkout.session", pathId(request));
    const details = ctx.store.checkoutDetails.get(session.id);
    if (!details) return listOf(request.url, []);
    const price = ctx.store.get("price", details.price);
    const amount = price.unit_amount * details.quantity;
    const item = {
      id: `li_${session.id.slice(8, 30)}`,
      object: "item",
      amount_subtotal: amount,
      amount_total: amount,
      currency: price.currency,
      description: price.nickname,
      price,
      quantity: details.quantity,
    };
    return listOf(request.url, [item]);
  }),
  route("POST", "/v1/checkout/sessions/:id/expire", (ctx, request) => {
    const session = ctx.store.get("checkout.session", pathId(request));
    if (session.status !== "open") throw invalid(`Only open Checkout Sessions can be expired; this one is ${session.status}.`);
    Object.assign(session, { status: "expired", url: null });
    void ctx.hooks.dispatch([ctx.hooks.emit("checkout.session.expired", session)]);
    return session;
  }),
  route("POST", "/v1/billing_portal/sessions", (ctx, request) => createPortalSession(ctx, request.params)),
  route("POST", "/v1/billing_portal/configurations", (ctx, request) => createPortalConfiguration(ctx, request.params)),
  route("GET", "/v1/billing_portal/configurations", (ctx, request) => {
    const active = bool(request.params, "active");
    return paginate(
      request,
      ctx.store.all("billing_portal.configuration").filter((configuration) => active === undefined || configuration.active === active),
    );
  }),
  route("GET", "/v1/billing_portal/configurations/:id", (ctx, request) => ctx.store.get("billing_portal.configuration", pathId(request))),
];
