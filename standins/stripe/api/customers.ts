import type { StandInContext } from "../context";
import { list, mergeMetadata, str } from "../form";
import { invalid, missing, notFound, type StripeObject } from "../store";
import { createCustomer } from "../customers";
import { endSubscription } from "../subscriptions";
import { paginate, pathId, route, type ApiRoute } from "./types";

/** A deleted customer still answers GET, as `{ id, object, deleted: true }`. */
function anyCustomer(ctx: StandInContext, id: string): StripeObject {
  const customer = ctx.store.objects.get(id);
  if (!customer || customer.object !== "customer") throw notFound("customer", id);
  return customer;
}

export const customerRoutes: ApiRoute[] = [
  route("POST", "/v1/customers", (ctx, request) => {
    const customer = createCustomer(ctx, request.params);
    void ctx.hooks.dispatch([ctx.hooks.emit("customer.created", customer)]);
    return customer;
  }),
  route("GET", "/v1/customers", (ctx, request) => {
    const email = str(request.params, "email");
    return paginate(
      request,
      ctx.store.all("customer").filter((customer) => !email || customer.email === email),
    );
  }),
  route("GET", "/v1/customers/search", (ctx, request) => {
    const query = str(request.params, "query");
    if (!query) throw missing("query");
    const matches = searchClauses(query);
    const data = ctx.store.all("customer").filter((customer) => matches.every(([field, value]) => fieldOf(customer, field) === value));
    return { object: "search_result", data, has_more: false, next_page: null, url: request.url };
  }),
  route("GET", "/v1/customers/:id", (ctx, request) => anyCustomer(ctx, pathId(request))),
  route("POST", "/v1/customers/:id", (ctx, request) => {
    const customer = ctx.store.get("customer", pathId(request));
    const { params } = request;
    for (const key of ["email", "name", "description", "phone"] as const) {
      const value = str(params, key);
      if (value !== undefined) customer[key] = value || null;
    }
    if (params.preferred_locales !== undefined) customer.preferred_locales = list(params, "preferred_locales");
    customer.metadata = mergeMetadata(customer.metadata, params.metadata);
    return customer;
  }),
  route("DELETE", "/v1/customers/:id", (ctx, request) => {
    const customer = ctx.store.get("customer", pathId(request));
    // Stripe cancels the customer's subscriptions at once when the customer is deleted.
    const events = ctx.store
      .all("subscription")
      .filter((subscription) => subscription.customer === customer.id && subscription.status !== "canceled")
      .map((subscription) => endSubscription(ctx, subscription));
    const deleted = { id: customer.id, object: "customer", deleted: true };
    ctx.store.objects.set(customer.id, deleted);
    events.push(ctx.hooks.emit("customer.deleted", customer));
    void ctx.hooks.dispatch(events);
    return deleted;
  }),
];

/** Stripe's search language, the part a lookup needs: `email:'a@b.c' AND metadata['user_id']:'…'`. */
function searchClauses(query: string): [string, string][] {
  return query.split(/\s+AND\s+/).map((clause) => {
    const match = /^\s*(email|name|metadata\['[^']+'\])\s*:\s*'([^']*)'\s*$/.exec(clause);
    if (!match) throw invalid(`The stand-in searches by exact email, name or metadata['key'] only: ${clause}`, "query");
    return [match[1]!, match[2]!];
  });
}

function fieldOf(customer: StripeObject, field: string): unknown {
  const metadataKey = /^metadata\['([^']+)'\]$/.exec(field)?.[1];
  return metadataKey ? customer.metadata[metadataKey] : customer[field];
}
