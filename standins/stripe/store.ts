import { randomBytes } from "node:crypto";

/** Objects are kept in the exact shape the API returns; JSON all the way down. */
// Stripe objects are open-ended JSON read by many handlers; typing each field would re-declare the SDK.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type StripeObject = Record<string, any>;

/** An API error in Stripe's shape: `{ error: { type, code, message, param } }` with the HTTP status. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }

  toJSON() {
    return {
      error: {
        type: this.type,
        code: this.code,
        message: this.message,
        param: this.param,
        doc_url: this.code ? `https://docs.stripe.com/error-codes/${this.code.replaceAll("_", "-")}` : undefined,
      },
    };
  }
}

export const notFound = (kind: string, id: string, param = "id") =>
  new StripeApiError(404, "invalid_request_error", `No such ${kind}: '${id}'`, "resource_missing", param);

export const invalid = (message: string, param?: string, code = "parameter_invalid") =>
  new StripeApiError(400, "invalid_request_error", message, code, param);

export const missing = (param: string) =>
  new StripeApiError(400, "invalid_request_error", `Missing required param: ${param}.`, "parameter_missing", param);

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

export function randomId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let id = "";
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${id}`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export const clone = <T>(value: T): T => structuredClone(value);

/** Adds whole months or years in UTC, clamping the day (31 January + 1 month = 28/29 February), as Stripe bills. */
export function addInterval(timestamp: number, interval: string, count = 1): number {
  const date = new Date(timestamp * 1000);
  if (interval === "day") return timestamp + 86_400 * count;
  if (interval === "week") return timestamp + 7 * 86_400 * count;
  const months = interval === "year" ? 12 * count : count;
  const day = date.getUTCDate();
  const target = new Date(date);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return Math.floor(target.getTime() / 1000);
}

/** Side data the API does not return (checkout's line items, a pending payment failure). */
export type CheckoutDetails = {
  price: string;
  quantity: number;
  trialPeriodDays?: number;
  /** subscription_data[trial_end]: the trial's exact end, in seconds. */
  trialEnd?: number;
  subscriptionMetadata: Record<string, string>;
};

/** Everything in memory: a restart forgets it, as stripe-mock does (the app re-reads what it needs). */
export class Store {
  readonly objects = new Map<string, StripeObject>();
  readonly checkoutDetails = new Map<string, CheckoutDetails>();
  readonly failNextPayment = new Set<string>();
  /** Seconds each subscription's timeline was moved back by `advance` (see shiftTimeline). */
  readonly timeShift = new Map<string, number>();
  private invoiceCount = 0;

  put<T extends StripeObject>(object: T): T {
    this.objects.set(object.id, object);
    return object;
  }

  /** The live object (mutable); throws Stripe's 404 when the id is unknown or of another kind. */
  get(kind: string, id: string, param = "id"): StripeObject {
    const object = this.objects.get(id);
    if (!object || object.object !== kind || object.deleted) throw notFound(kind, id, param);
    return object;
  }

  /** Objects of one kind, newest first (Stripe's list order). */
  all(kind: string): StripeObject[] {
    return [...this.objects.values()].filter((object) => object.object === kind && !object.deleted).reverse();
  }

  nextInvoiceNumber(): string {
    this.invoiceCount += 1;
    return `KOLL-${String(this.invoiceCount).padStart(4, "0")}`;
  }
}

/** Applies `expand[]` paths (`data.product`, `subscription.latest_invoice`) to a copy of the object. */
export function expand(store: Store, object: StripeObject, paths: unknown[]): StripeObject {
  const copy = clone(object);
  for (const path of paths) if (typeof path === "string") expandPath(store, copy, path.split("."));
  return copy;
}

function expandPath(store: Store, node: unknown, segments: string[]): void {
  if (typeof node !== "object" || node === null || segments.length === 0) return;
  if (Array.isArray(node)) {
    for (const item of node) expandPath(store, item, segments);
    return;
  }
  const [head, ...rest] = segments as [string, ...string[]];
  const record = node as StripeObject;
  const value = record[head];
  if (typeof value === "string" && store.objects.has(value)) record[head] = clone(store.objects.get(value));
  expandPath(store, record[head], rest);
}

export function listOf(url: string, data: StripeObject[], limit = 10): StripeObject {
  return { object: "list", data: data.slice(0, limit), has_more: data.length > limit, url };
}
