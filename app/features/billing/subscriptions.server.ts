import { getAdminClient } from "#app/platform/supabase/admin.server";
import { entitlementsFor, pickSubscription, type Entitlements, type SubscriptionSnapshot } from "./entitlements";
import { configuredPlanLimits } from "./plan-limits.server";
import type { PlanLimits } from "./plans";
import { BackendError } from "#app/platform/supabase/backend-error";

const COLUMNS =
  "id, status, billing_interval, trial_end, current_period_end, cancel_at_period_end, cancel_at, ended_at, created_at, price_lookup_key";

export type SubscriptionRow = SubscriptionSnapshot & { created_at: string; price_lookup_key: string | null };

/**
 * The user's subscriptions, read with the secret key for a user the caller has already verified (a
 * session, a matched declaration). Pages that only show the owner their own rows could use RLS, but
 * the chat quota and the save limit are enforced here too, where one read path is simpler to trust.
 */
async function subscriptionsOf(userId: string): Promise<SubscriptionRow[]> {
  const { data, error } = await getAdminClient().from("subscriptions").select(COLUMNS).eq("user_id", userId);
  if (error) throw new BackendError("unavailable:database", error);
  return data ?? [];
}

export async function currentSubscription(userId: string): Promise<SubscriptionRow | null> {
  return pickSubscription(await subscriptionsOf(userId));
}

/** What the user may do right now; the one place the server asks before enforcing a limit. */
export async function entitlementsOf(userId: string, now = new Date()): Promise<Entitlements & PlanLimits> {
  const entitlements = entitlementsFor(await currentSubscription(userId), now);
  return { ...entitlements, ...configuredPlanLimits()[entitlements.plan] };
}

/** A trial is offered once per person: anyone who ever had a subscription (with or without trial) gets none. */
export async function hadSubscription(userId: string): Promise<boolean> {
  const { count, error } = await getAdminClient().from("subscriptions").select("id", { count: "exact", head: true }).eq("user_id", userId);
  if (error) throw new BackendError("unavailable:database", error);
  return (count ?? 0) > 0;
}
