import { endSubscriptionsBeforeDeletion } from "#app/features/billing/account-deletion.server";
import type { AdminClient } from "#app/platform/supabase/admin.server";
import { userDataRegistry } from "./registry";
import { listFiles } from "./storage-files.server";

const REMOVE_BATCH = 100;

/**
 * Removes everything the registry lists for one user, then the auth user. Files go first (through the
 * Storage API, which also deletes the bytes), then rows, then the account: if a step fails the account
 * still exists, so the user can sign in and try again instead of leaving orphaned data behind.
 */
export async function deleteUserData(admin: AdminClient, userId: string): Promise<void> {
  // Nobody may be charged for an account that is gone: running subscriptions end at Stripe first.
  await endSubscriptionsBeforeDeletion(userId);
  for (const { bucket, folder } of userDataRegistry.buckets) {
    const paths = await listFiles(admin, bucket, folder(userId));
    for (let start = 0; start < paths.length; start += REMOVE_BATCH) {
      const { error } = await admin.storage.from(bucket).remove(paths.slice(start, start + REMOVE_BATCH));
      if (error) throw error;
    }
  }
  for (const { table, userColumn, retained } of userDataRegistry.tables) {
    if (retained) continue;
    const { error } = await admin
      .from(table)
      .delete()
      .eq(userColumn as never, userId as never);
    if (error) throw error;
  }
  const { error } = await admin.auth.admin.deleteUser(userId);
  if (error) throw error;
}
