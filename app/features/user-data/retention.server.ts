import { backgroundWorker } from "#app/lib/background-worker.server";
import { logger } from "#app/platform/log/logger.server";
import { getAdminClient, type AdminClient } from "#app/platform/supabase/admin.server";
import { BackendError } from "#app/platform/supabase/backend-error";
import { deleteUserData } from "./delete.server";
import { recordRetention, retentionCutoff, unconfirmedSignupCutoff } from "./retention";

const BATCH = 100;
/** The periods are days and years: an hourly run keeps every deletion within the hour the policy allows. */
const EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes sign-ups never confirmed (retention.ts) through the account deletion, so their profile and every
 * other row go too. Two instances may run it at once: both may pick the same user, and deleting one that is
 * already gone is a no-op. A failure stops the run (logged) and the next run tries again.
 */
async function purgeUnconfirmedSignups(admin: AdminClient, now: Date): Promise<number> {
  let deleted = 0;
  for (;;) {
    const { data, error } = await admin.rpc("expired_unconfirmed_signups", {
      older_than: unconfirmedSignupCutoff(now).toISOString(),
      max_batch: BATCH,
    });
    if (error) throw new BackendError("unavailable:database", error);
    const ids = data ?? [];
    for (const id of ids) await deleteUserData(admin, id);
    deleted += ids.length;
    if (ids.length < BATCH) return deleted;
  }
}

/** Deletes orders and declarations past their period (retention.ts); idempotent, so instances may overlap. */
async function purgeExpiredRecords(admin: AdminClient, now: Date): Promise<number> {
  let deleted = 0;
  for (const rule of recordRetention) {
    const { data, error } = await admin.rpc("purge_retained_records", {
      target: rule.table,
      with_contract: rule.withContract,
      received_before: retentionCutoff(rule.years, now).toISOString(),
    });
    if (error) throw new BackendError("unavailable:database", error);
    deleted += data ?? 0;
  }
  return deleted;
}

async function purgeAll(): Promise<void> {
  const admin = getAdminClient();
  const now = new Date();
  const signups = await purgeUnconfirmedSignups(admin, now);
  const records = await purgeExpiredRecords(admin, now);
  if (signups + records > 0) logger.info({ signups, records }, "retention: deleted what was past its period");
}

const worker = backgroundWorker("retention: purge failed", purgeAll);

/** Runs the retention purges at start-up and hourly on every instance. */
export function startRetentionWorker(): void {
  worker.start(EVERY_MS);
}
