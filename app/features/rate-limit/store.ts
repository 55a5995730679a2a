/** Where hit counts live. In-memory by default; a shared store (Redis, Postgres) implements the same. */
export interface RateLimitStore {
  /** Counts one hit for `key` in the fixed window that contains `now`; returns the count so far. */
  hit(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }>;
}

/** Fixed-window counters in a Map, swept lazily so memory stays bounded by the active keys. */
export class MemoryRateLimitStore implements RateLimitStore {
  private windows = new Map<string, { count: number; resetAt: number }>();
  private nextSweep = 0;

  constructor(private readonly maxKeys = 100_000) {}

  async hit(key: string, windowMs: number, now: number) {
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
