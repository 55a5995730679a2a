import { endSubscriptionsBeforeDeletion, forgetCustomerAtStripe, stripeCustomerOf } from "#app/features/billing/account-deletion.server";
import { syncSubscription } from "#app/features/billing/sync.server";
import type { AdminClient } from "#app/platform/supabase/admin.server";
import { ownerValue, userDataRegistry } from "./registry";
import { listFiles } from "./storage-files.server";

const REMOVE_BATCH = 100;

/**
 * The contracts the deletion has just ended are stored as Stripe now has them, so the database writes their end
 * onto their orders and declarations (contract_ended_at), which stay and count their periods from it. Stripe's own
 * "deleted" event cannot be relied on for this: it may come after the account, and with it the subscription rows,
 * are gone, when there is nothing left to write it from. An order whose checkout Stripe completed but whose event
 * has not arrived yet is linked to its contract here (the subscription names it), or it would count as never paid.
 */
async function recordContractEnds(admin: AdminClient, userId: string, subscriptionIds: readonly string[]): Promise<void> {
  for (const id of subscriptionIds) {
    const sub = await syncSubscription(id);
    const orderId = sub?.metadata?.order_id;
    if (!sub || !orderId) continue;
    const { error } = await admin
      .from("billing_orders")
      .update({ subscription_id: sub.id })
      .eq("id", orderId)
      .eq("user_id", userId)
      .is("subscription_id", null);
    if (error) throw error;
  }
}

/**
 * Removes everything the registry lists for one user, then the auth user. Files go first (through the
 * Storage API, which also deletes the bytes), then rows, then the account: if a step fails the account
 * still exists, so the user can sign in and try again instead of leaving orphaned data behind. An account
 * that is gone already (another instance's retention purge took it) is done.
 */
export async function deleteUserData(admin: AdminClient, userId: string): Promise<void> {
  const { data: found, error: readError } = await admin.auth.admin.getUserById(userId);
  if (readError?.status === 404) return;
  if (readError || !found.user) throw readError ?? new Error("user not found");
  const account = { id: userId, email: found.user.email ?? null, emailConfirmedAt: found.user.email_confirmed_at ?? null };
  // Read now, forgotten at Stripe last: a deletion that fails half-way leaves a working account, whose later
  // orders still need its address at Stripe.
  const customerId = await stripeCustomerOf(userId);
  // Nobody may be charged for an account that is gone: open checkouts and running subscriptions end at Stripe first.
  await recordContractEnds(admin, userId, await endSubscriptionsBeforeDeletion(userId, customerId));
  for (const { bucket, folder } of userDataRegistry.buckets) {
    const paths = await listFiles(admin, bucket, folder(userId));
    for (let start = 0; start < paths.length; start += REMOVE_BATCH) {
      const { error } = await admin.storage.from(bucket).remove(paths.slice(start, start + REMOVE_BATCH));
      if (error) throw error;
    }
  }
  for (const entry of userDataRegistry.tables) {
    const owner = ownerValue(entry, account);
    if (entry.retained || owner === null) continue;
    const { error } = await admin
      .from(entry.table)
      .delete()
      .eq(entry.userColumn as never, owner as never);
    if (error) throw error;
  }
  if (customerId) await forgetCustomerAtStripe(customerId);
  const { error } = await admin.auth.admin.deleteUser(userId);
  // Two purges may delete the same account at once; the one that comes second finds it gone.
  if (error && error.status !== 404) throw error;
}
