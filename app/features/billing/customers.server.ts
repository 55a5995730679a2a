import Stripe from "stripe";
import { getAdminClient } from "#app/features/supabase/admin.server";
import { requireStripe } from "./stripe.server";

const isMissing = (error: unknown) => error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing";

/**
 * The user's one Stripe customer: read from billing_customers, or created at Stripe and stored. The
 * idempotency key is the user id, so two checkouts started at once get the same customer from Stripe,
 * and the unique primary key keeps one row. A stored customer Stripe no longer knows (deleted in the
 * dashboard, or a restarted local stand-in) is replaced once.
 */
export async function ensureCustomer(userId: string, email: string): Promise<string> {
  const admin = getAdminClient();
  const existing = await admin.from("billing_customers").select("stripe_customer_id, email").eq("user_id", userId).maybeSingle();
  if (existing.error) throw existing.error;
  const stripe = requireStripe();
  if (existing.data) {
    const id = existing.data.stripe_customer_id;
    try {
      const customer = await stripe.customers.retrieve(id);
      if (!("deleted" in customer && customer.deleted)) {
        // Signed-out cancellations are matched by this address: keep it the account's current one.
        if (existing.data.email !== email.toLowerCase()) {
          const { error } = await admin.from("billing_customers").update({ email: email.toLowerCase() }).eq("user_id", userId);
          if (error) throw error;
        }
        return id;
      }
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    const replaced = await stripe.customers.create(
      { email, metadata: { user_id: userId } },
      { idempotencyKey: `customer-${userId}-replacing-${id}` },
    );
    const { error } = await admin
      .from("billing_customers")
      .update({ stripe_customer_id: replaced.id, email: email.toLowerCase() })
      .eq("user_id", userId);
    if (error) throw error;
    return replaced.id;
  }
  const customer = await stripe.customers.create({ email, metadata: { user_id: userId } }, { idempotencyKey: `customer-${userId}` });
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
