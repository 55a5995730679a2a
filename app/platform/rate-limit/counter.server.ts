import { getAdminClient } from "#app/platform/supabase/admin.server";

export interface CounterResult {
  allowed: boolean;
  remaining: number;
  /** When the window ends and the limit allows again. */
  resetAt: Date;
}

/**
 * Counts one use of `key` in Postgres (consume_rate_limit, a fixed window), so a limit holds across every
 * app instance. Only the server may count: the function is granted to the service role alone. Every rule
 * (limiter.ts) counts through it; nothing else does (ESLint refuses it outside app/platform/rate-limit/).
 */
export async function consumeRateLimit(key: string, windowSeconds: number, max: number): Promise<CounterResult> {
  const { data, error } = await getAdminClient().rpc("consume_rate_limit", { key, window_seconds: windowSeconds, max });
  if (error) throw new Error(`rate limit counter failed: ${error.message}`, { cause: error });
  const row = (Array.isArray(data) ? data[0] : data) as { allowed: boolean; remaining: number; reset_at: string } | undefined;
  if (!row) throw new Error("rate limit counter returned no row");
  return { allowed: row.allowed, remaining: row.remaining, resetAt: new Date(row.reset_at) };
}
