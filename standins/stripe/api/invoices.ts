import { str } from "../form";
import { paginate, pathId, route, type ApiRoute } from "./types";

export const invoiceRoutes: ApiRoute[] = [
  route("GET", "/v1/invoices", (ctx, request) => {
    const customer = str(request.params, "customer");
    const subscription = str(request.params, "subscription");
    const status = str(request.params, "status");
    const invoices = ctx.store
      .all("invoice")
      .filter(
        (invoice) =>
          (!customer || invoice.customer === customer) &&
          (!subscription || invoice.parent?.subscription_details?.subscription === subscription) &&
          (!status || invoice.status === status),
      );
    return paginate(request, invoices);
  }),
  route("GET", "/v1/invoices/:id", (ctx, request) => ctx.store.get("invoice", pathId(request))),
  route("GET", "/v1/events", (ctx, request) => {
    const type = str(request.params, "type");
    return paginate(
      request,
      ctx.store.all("event").filter((event) => !type || event.type === type),
    );
  }),
  route("GET", "/v1/events/:id", (ctx, request) => ctx.store.get("event", pathId(request))),
];
