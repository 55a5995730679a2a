import { getAdminClient } from "#app/features/supabase/admin.server";
import { requireStripe } from "./stripe.server";

const LIVE = ["trialing", "active", "past_due", "unpaid", "paused", "incomplete"];

/**
 * Before an account is deleted its running subscriptions end at Stripe, so nobody is charged for an
 * account that no longer exists. A failure throws: the deletion stops and the account stays, to be
 * tried again. Orders and declarations stay (registry: retained); Stripe keeps its invoices.
 */
export async function endSubscriptionsBeforeDeletion(userId: string): Promise<void> {
  const { data, error } = await getAdminClient().from("subscriptions").select("id").eq("user_id", userId).in("status", LIVE);
  if (error) throw error;
  if (!data?.length) return;
  const stripe = requireStripe();
  for (const { id } of data) await stripe.subscriptions.cancel(id, {}, { idempotencyKey: `delete-account-${id}` });
}
