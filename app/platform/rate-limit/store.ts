export interface Consumed {
  allowed: boolean;
  remaining: number;
  /** Epoch milliseconds when the window ends. */
  resetAt: number;
}

/**
 * Where hit counts live. The app counts in Postgres (postgres-store.server.ts), so a limit holds across
 * every instance and survives restarts; the in-memory store below serves the limiter's own unit tests.
 */
export interface RateLimitStore {
  /** Counts one hit for `key` in its fixed window; allowed while the count stays within `limit`. */
  consume(key: string, windowMs: number, limit: number, now: number): Promise<Consumed>;
}

/** Fixed-window counters in a Map, swept lazily so memory stays bounded by the active keys. */
export class MemoryRateLimitStore implements RateLimitStore {
  private windows = new Map<string, { count: number; resetAt: number }>();
  private nextSweep = 0;

  constructor(private readonly maxKeys = 100_000) {}

  async consume(key: string, windowMs: number, limit: number, now: number): Promise<Consumed> {
    const { count, resetAt } = this.hit(key, windowMs, now);
    return { allowed: count <= limit, remaining: Math.max(0, limit - count), resetAt };
  }

  private hit(key: string, windowMs: number, now: number) {
    this.sweep(now);
    const current = this.windows.get(key);
    if (!current || current.resetAt <= now) {
      // Full: drop the expired windows first; only a store full of live windows gives up its oldest.
      if (this.windows.size >= this.maxKeys) this.sweep(now, true);
      if (this.windows.size >= this.maxKeys) this.windows.delete(this.windows.keys().next().value as string);
      const fresh = { count: 1, resetAt: now + windowMs };
      this.windows.set(key, fresh);
      return { ...fresh };
    }
    current.count += 1;
    return { ...current };
  }

  get size() {
    return this.windows.size;
  }

  private sweep(now: number, force = false) {
    if (!force && now < this.nextSweep) return;
    this.nextSweep = now + 60_000;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
