import { bool, list, str } from "../form";
import { paginate, pathId, route, type ApiRoute } from "./types";

export const catalogRoutes: ApiRoute[] = [
  route("GET", "/v1/prices", (ctx, request) => {
    const lookupKeys = list(request.params, "lookup_keys");
    const active = bool(request.params, "active");
    const product = str(request.params, "product");
    const currency = str(request.params, "currency");
    const prices = ctx.store
      .all("price")
      .filter(
        (price) =>
          (lookupKeys.length === 0 || lookupKeys.includes(price.lookup_key)) &&
          (active === undefined || price.active === active) &&
          (!product || price.product === product) &&
          (!currency || price.currency === currency),
      );
    return paginate(request, prices);
  }),
  route("GET", "/v1/prices/:id", (ctx, request) => ctx.store.get("price", pathId(request))),
  route("GET", "/v1/products", (ctx, request) => paginate(request, ctx.store.all("product"))),
  route("GET", "/v1/products/:id", (ctx, request) => ctx.store.get("product", pathId(request))),
];
