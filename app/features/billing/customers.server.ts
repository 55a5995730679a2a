import { getAdminClient } from "#app/platform/supabase/admin.server";
import { missingAtStripe, requireStripe } from "./stripe.server";
import { BackendError } from "#app/platform/supabase/backend-error";

const isDuplicate = (error: { code?: string } | null) => error?.code === "23505";

/** The account's confirmed address, read from the Auth server: a session's claims may still name the old one. */
async function accountEmail(userId: string): Promise<string> {
  const { data, error } = await getAdminClient().auth.admin.getUserById(userId);
  if (error) throw new BackendError("unavailable:database", error);
  const email = data.user?.email;
  if (!email) throw new Error(`billing: account ${userId} has no e-mail address`);
  return email.toLowerCase();
}

/**
 * One customer row per address (unique index). Another row holding `email` is stale: addresses are unique
 * among accounts and a trigger moves a row with its account's confirmed change, so the holder is an account
 * whose address changed before that trigger existed, or one that is gone. Its row moves to its account's
 * current address, or is removed when the account has none; the Stripe customer stays (invoices).
 */
async function freeAddress(email: string, userId: string): Promise<void> {
  const admin = getAdminClient();
  const { data: holder, error } = await admin.from("billing_customers").select("user_id").eq("email", email).neq("user_id", userId).maybeSingle();
  if (error) throw new BackendError("unavailable:database", error);
  if (!holder) return;
  const { data } = await admin.auth.admin.getUserById(holder.user_id);
  const current = data.user?.email?.toLowerCase();
  if (current === email) throw new Error(`billing: ${holder.user_id} and ${userId} claim the same address`);
  const moved = current
    ? await admin.from("billing_customers").update({ email: current }).eq("user_id", holder.user_id)
    : await admin.from("billing_customers").delete().eq("user_id", holder.user_id);
  if (moved.error) throw new BackendError("unavailable:database", moved.error);
}

/** Writes the user's row (insert or change); a stale holder of the address is moved aside once. */
async function storeCustomer(userId: string, customerId: string, email: string, insert: boolean): Promise<void> {
  const admin = getAdminClient();
  const write = () =>
    insert
      ? admin
          .from("billing_customers")
          .upsert({ user_id: userId, stripe_customer_id: customerId, email, stripe_email: email }, { onConflict: "user_id", ignoreDuplicates: true })
      : admin.from("billing_customers").update({ stripe_customer_id: customerId, email, stripe_email: email }).eq("user_id", userId);
  let { error } = await write();
  if (isDuplicate(error)) {
    await freeAddress(email, userId);
    ({ error } = await write());
  }
  if (error) throw new BackendError("unavailable:database", error);
}

/**
 * The user's one Stripe customer: read from billing_customers, or created at Stripe and stored. The
 * idempotency key is the user id, so two checkouts started at once get the same customer from Stripe,
 * and the unique primary key keeps one row. A stored customer Stripe no longer knows (deleted in the
 * dashboard, or a restarted local stand-in) is replaced once. The address is the account's confirmed one
 * (the row follows later changes by itself, see the migration 2026112411…_billing_customer_email).
 */
export async function ensureCustomer(userId: string): Promise<string> {
  const admin = getAdminClient();
  const existing = await admin.from("billing_customers").select("stripe_customer_id").eq("user_id", userId).maybeSingle();
  if (existing.error) throw new BackendError("unavailable:database", existing.error);
  const stripe = requireStripe();
  if (existing.data) {
    const id = existing.data.stripe_customer_id;
    try {
      const customer = await stripe.customers.retrieve(id);
      if (!("deleted" in customer && customer.deleted)) {
        await syncCustomerEmail("user_id", userId);
        return id;
      }
    } catch (error) {
      if (!missingAtStripe(error)) throw error;
    }
    const email = await accountEmail(userId);
    const replaced = await stripe.customers.create(
      { email, metadata: { user_id: userId } },
      { idempotencyKey: `customer-${userId}-replacing-${id}` },
    );
    await storeCustomer(userId, replaced.id, email, false);
    return replaced.id;
  }
  const email = await accountEmail(userId);
  const customer = await stripe.customers.create({ email, metadata: { user_id: userId } }, { idempotencyKey: `customer-${userId}` });
  await storeCustomer(userId, customer.id, email, true);
  return customer.id;
}

/**
 * Gives the Stripe customer the address our row has, when they differ (`stripe_email` is what Stripe was
 * last given): after a confirmed e-mail change, at the next webhook about the customer, at the next
 * checkout. Stripe's receipts and the portal then reach the account's current address.
 */
export async function syncCustomerEmail(by: "user_id" | "stripe_customer_id", value: string): Promise<void> {
  const admin = getAdminClient();
  const { data, error } = await admin.from("billing_customers").select("stripe_customer_id, email, stripe_email").eq(by, value).maybeSingle();
  if (error) throw new BackendError("unavailable:database", error);
  if (!data || data.email === data.stripe_email) return;
  try {
    await requireStripe().customers.update(data.stripe_customer_id, { email: data.email });
  } catch (caught) {
    // A customer Stripe no longer knows is replaced at the next checkout; nothing to tell it now.
    if (missingAtStripe(caught)) return;
    throw caught;
  }
  // Only if the address is still the one sent: a change in between is sent by the next call.
  const stored = await admin.from("billing_customers").update({ stripe_email: data.email }).eq(by, value).eq("email", data.email);
  if (stored.error) throw new BackendError("unavailable:database", stored.error);
}

/** Whose customer this is (the webhook's way from Stripe back to a user). */
export async function userForCustomer(customerId: string): Promise<string | null> {
  const { data, error } = await getAdminClient().from("billing_customers").select("user_id").eq("stripe_customer_id", customerId).maybeSingle();
  if (error) throw new BackendError("unavailable:database", error);
  return data?.user_id ?? null;
}
