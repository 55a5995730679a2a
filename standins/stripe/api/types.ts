import type { StandInContext } from "../context";
import { int, str, type Params } from "../form";
import { invalid, listOf, type StripeObject } from "../store";

export type ApiRequest = { params: Params; path: string[]; url: string };
export type ApiHandler = (ctx: StandInContext, request: ApiRequest) => StripeObject;
export type ApiRoute = { method: "GET" | "POST" | "DELETE"; pattern: RegExp; handler: ApiHandler };

export const route = (method: ApiRoute["method"], path: string, handler: ApiHandler): ApiRoute => ({
  method,
  pattern: new RegExp(`^${path.replaceAll(":id", "([^/]+)")}$`),
  handler,
});

/** Stripe's list: `limit` (1-100, default 10) and `starting_after` / `ending_before` cursors, newest first. */
export function paginate(request: ApiRequest, data: StripeObject[]): StripeObject {
  const limit = int(request.params, "limit") ?? 10;
  if (limit < 1 || limit > 100) throw invalid("This value must be between 1 and 100.", "limit");
  let slice = data;
  const after = str(request.params, "starting_after");
  const before = str(request.params, "ending_before");
  if (after) slice = slice.slice(slice.findIndex((item) => item.id === after) + 1);
  if (before)
    slice = slice.slice(
      0,
      Math.max(
        0,
        slice.findIndex((item) => item.id === before),
      ),
    );
  return listOf(request.url, slice, limit);
}

/** `path[0]`: the id captured from the URL. */
export const pathId = (request: ApiRequest) => decodeURIComponent(request.path[0] ?? "");
