import { entitlementsOf } from "./subscriptions.server";

// The plan's limit on saved calculations is not checked here: a check before the insert cannot hold against
// parallel saves, so the saved-calculations store enforces it in the insert itself (insertWithinPlan).

/** Whether the plan allows comparing this many calculations at once. */
export async function comparisonRoom(userId: string, count: number): Promise<{ ok: true } | { ok: false; limit: number }> {
  const { comparisonSize } = await entitlementsOf(userId);
  return count <= comparisonSize ? { ok: true } : { ok: false, limit: comparisonSize };
}
