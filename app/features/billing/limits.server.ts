import type { AppSupabaseClient } from "#app/platform/supabase/client.server";
import { entitlementsOf } from "./subscriptions.server";
import { BackendError } from "#app/platform/supabase/backend-error";

/**
 * Whether the user's plan allows one more saved calculation (counted under RLS with the user's own client).
 * The database caps every account at 500 whatever the plan (stored_size_bounds migration).
 */
export async function savedCalculationRoom(client: AppSupabaseClient, userId: string): Promise<{ ok: true } | { ok: false; limit: number }> {
  const [{ savedCalculations }, counted] = await Promise.all([
    entitlementsOf(userId),
    client.from("calculations").select("id", { count: "exact", head: true }).eq("user_id", userId),
  ]);
  if (counted.error) throw new BackendError("unavailable:database", counted.error);
  return (counted.count ?? 0) < savedCalculations ? { ok: true } : { ok: false, limit: savedCalculations };
}

/** Whether the plan allows comparing this many calculations at once. */
export async function comparisonRoom(userId: string, count: number): Promise<{ ok: true } | { ok: false; limit: number }> {
  const { comparisonSize } = await entitlementsOf(userId);
  return count <= comparisonSize ? { ok: true } : { ok: false, limit: comparisonSize };
}
