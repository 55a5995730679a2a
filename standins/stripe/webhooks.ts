import { createHmac } from "node:crypto";
import { API_VERSION } from "./catalog";
import { clone, nowSeconds, randomId, type Store, type StripeObject } from "./store";

export type Delivery = { attempt: number; at: number; status: number | null; error?: string };

/** `t=…,v1=…`: HMAC-SHA256 of `${t}.${payload}` keyed with the whole `whsec_…` string, as Stripe signs. */
export function signatureHeader(payload: string, secret: string, timestamp = nowSeconds()): string {
  const signature = createHmac("sha256", secret).update(`${timestamp}.${payload}`).digest("hex");
  return `t=${timestamp},v1=${signature}`;
}

type Options = {
  store: Store;
  url?: string;
  secret: string;
  /** Waits between attempts after a non-2xx answer or a network error; its length bounds the retries. */
  retryDelaysMs: number[];
  log: (line: string) => void;
};

/**
 * Records events (also readable at GET /v1/events) and POSTs them, signed, to the app. The first attempt is
 * awaited so the action that caused an event answers after the app has seen it; retries run in the
 * background. Held deliveries wait for `release`, in either order.
 */
export class WebhookSender {
  readonly deliveries = new Map<string, Delivery[]>();
  private held: string[] | null = null;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly retries = new Set<Promise<void>>();
  private stopped = false;
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly options: Options) {}

  /** Records an event with a snapshot of the object (and what changed); `dispatch` sends it. */
  emit(type: string, object: StripeObject, previousAttributes?: StripeObject): StripeObject {
    const event: StripeObject = {
      id: randomId("evt"),
      object: "event",
      api_version: API_VERSION,
      created: nowSeconds(),
      data: previousAttributes ? { object: clone(object), previous_attributes: previousAttributes } : { object: clone(object) },
      livemode: false,
      pending_webhooks: this.options.url ? 1 : 0,
      request: { id: null, idempotency_key: null },
      type,
    };
    this.options.store.put(event);
    this.deliveries.set(event.id, []);
    return event;
  }

  /** Queues the events behind earlier ones (one delivery at a time, in order); resolves once they were tried. */
  dispatch(events: StripeObject[]): Promise<void> {
    return this.enqueue(async () => {
      for (const event of events) {
        if (this.held) this.held.push(event.id);
        else await this.deliver(event.id, true);
      }
    });
  }

  /**
   * Resolves once every event queued so far had its first delivery attempt (a sync point for tests);
   * with `retries`, also once every scheduled retry has run (bounded by the retry delays).
   */
  async flush(retries = false): Promise<void> {
    await this.enqueue(async () => {});
    while (retries && this.retries.size > 0 && !this.stopped) {
      await Promise.all([...this.retries]);
      await this.enqueue(async () => {});
    }
  }

  hold(): void {
    this.held ??= [];
  }

  /** Sends what was held, oldest first or newest first (out-of-order delivery), and stops holding. */
  async release(order: "original" | "reverse"): Promise<string[]> {
    const ids = this.held ?? [];
    this.held = null;
    const ordered = order === "reverse" ? [...ids].reverse() : ids;
    await this.enqueue(async () => {
      for (const id of ordered) await this.deliver(id, true);
    });
    return ordered;
  }

  private enqueue(task: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(task, task);
    return this.queue;
  }

  get holding(): boolean {
    return this.held !== null;
  }

  /** A duplicate delivery of an event already sent: same id, same body, a fresh signature. */
  async resend(id: string): Promise<Delivery> {
    return this.deliver(id, false);
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private async deliver(id: string, retry: boolean): Promise<Delivery> {
    const event = this.options.store.objects.get(id) as StripeObject;
    const attempts = this.deliveries.get(id) ?? [];
    this.deliveries.set(id, attempts);
    const delivery: Delivery = { attempt: attempts.length + 1, at: nowSeconds(), status: null };
    attempts.push(delivery);
    if (!this.options.url) {
      delivery.error = "no webhook URL configured";
      return delivery;
    }
    const payload = JSON.stringify(event, null, 2);
    try {
      const response = await fetch(this.options.url, {
        method: "POST",
        headers: {
          "content-type": "application/json; charset=utf-8",
          "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
          "stripe-signature": signatureHeader(payload, this.options.secret),
        },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      delivery.status = response.status;
      await response.arrayBuffer().catch(() => undefined);
    } catch (error) {
      delivery.error = (error as Error).message;
    }
    const ok = delivery.status !== null && delivery.status >= 200 && delivery.status < 300;
    this.options.log(`webhook ${event.type} ${id} attempt ${delivery.attempt} → ${delivery.status ?? delivery.error}`);
    if (!ok && retry) this.scheduleRetry(id, attempts.length);
    return delivery;
  }

  private scheduleRetry(id: string, failedAttempts: number): void {
    const wait = this.options.retryDelaysMs[failedAttempts - 1];
    if (wait === undefined || this.stopped) return;
    const done = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        if (this.stopped) return resolve();
        void this.enqueue(async () => {
          await this.deliver(id, true);
        }).then(resolve);
      }, wait);
      this.timers.add(timer);
    });
    this.retries.add(done);
    void done.then(() => this.retries.delete(done));
  }
}
