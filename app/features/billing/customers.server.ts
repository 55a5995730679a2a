import { getAdminClient } from "#app/features/supabase/admin.server";
import { requireStripe } from "./stripe.server";

/**
 * The user's one Stripe customer: read from billing_customers, or created at Stripe and stored. The
 * idempotency key is the user id, so two checkouts started at once get the same customer from Stripe,
 * and the unique primary key keeps one row.
 */
export async function ensureCustomer(userId: string, email: string): Promise<string> {
  const admin = getAdminClient();
  const existing = await admin.from("billing_customers").select("stripe_customer_id").eq("user_id", userId).maybeSingle();
  if (existing.error) throw existing.error;
  if (existing.data) return existing.data.stripe_customer_id;
  const customer = await requireStripe().customers.create({ email, metadata: { user_id: userId } }, { idempotencyKey: `customer-${userId}` });
  const stored = await admin
    .from("billing_customers")
    .upsert({ user_id: userId, stripe_customer_id: customer.id, email: email.toLowerCase() }, { onConflict: "user_id", ignoreDuplicates: true });
  if (stored.error) throw stored.error;
  return customer.id;
}

/** Whose customer this is (the webhook's way from Stripe back to a user). */
export async function userForCustomer(customerId: string): Promise<string | null> {
  const { data, error } = await getAdminClient().from("billing_customers").select("user_id").eq("stripe_customer_id", customerId).maybeSingle();
  if (error) throw error;
  return data?.user_id ?? null;
}
