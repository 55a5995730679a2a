import { backgroundWorker } from "#app/lib/background-worker.server";
import { logger } from "#app/platform/log/logger.server";
import { getAdminClient, type AdminClient } from "#app/platform/supabase/admin.server";
import { BackendError } from "#app/platform/supabase/backend-error";
import { deleteUserData } from "./delete.server";
import { consentRecordCutoff, recordRetention, retentionCutoff, unconfirmedSignupCutoff } from "./retention";

const BATCH = 100;
/** The periods are days and years: an hourly run keeps every deletion within the hour the policy allows. */
const EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes sign-ups never confirmed (retention.ts) through the account deletion, so their profile and every
 * other row go too. Two instances may run it at once: both may pick the same user, and deleting one that is
 * already gone is a no-op. One that cannot be deleted is logged and passed over, so it holds back neither the
 * others nor the records' purge; the next run tries it again.
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
    let batchDeleted = 0;
    for (const id of ids) {
      try {
        await deleteUserData(admin, id);
        batchDeleted += 1;
      } catch (failure) {
        logger.error({ err: failure, userId: id }, "retention: an unconfirmed sign-up could not be deleted");
      }
    }
    deleted += batchDeleted;
    // A full batch that deleted nothing would come back the same: leave it to the next run.
    if (ids.length < BATCH || batchDeleted === 0) return deleted;
  }
}

/**
 * Deletes orders and declarations past their period (retention.ts) as of `now`; idempotent, so instances may
 * overlap. Exported for the test that walks it across the turn of the year.
 */
export async function purgeExpiredRecords(admin: AdminClient, now: Date): Promise<number> {
  let deleted = 0;
  for (const rule of recordRetention) {
    const { data, error } = await admin.rpc("purge_retained_records", {
      target: rule.table,
      received_before: retentionCutoff(rule.withoutContract.years, now).toISOString(),
      contract_ended_before: retentionCutoff(rule.ofContract.years, now).toISOString(),
    });
    if (error) throw new BackendError("unavailable:database", error);
    deleted += data ?? 0;
  }
  return deleted;
}

/** Deletes the records of cookie choices past their period (retention.ts) as of `now`; idempotent. */
export async function purgeExpiredConsentRecords(admin: AdminClient, now: Date): Promise<number> {
  const { count, error } = await admin.from("consent_records").delete({ count: "exact" }).lt("chosen_at", consentRecordCutoff(now).toISOString());
  if (error) throw new BackendError("unavailable:database", error);
  return count ?? 0;
}

async function purgeAll(): Promise<void> {
  const admin = getAdminClient();
  const now = new Date();
  // Each on its own: a database error in one does not keep the others from running.
  const results = await Promise.allSettled([
    purgeUnconfirmedSignups(admin, now),
    purgeExpiredRecords(admin, now),
    purgeExpiredConsentRecords(admin, now),
  ]);
  const [signups, records, consents] = results.map((result) => (result.status === "fulfilled" ? result.value : 0));
  if (signups! + records! + consents! > 0) logger.info({ signups, records, consents }, "retention: deleted what was past its period");
  for (const result of results) if (result.status === "rejected") throw result.reason;
}

const worker = backgroundWorker("retention: purge failed", purgeAll);

/** Runs the retention purges at start-up and hourly on every instance. */
export function startRetentionWorker(): void {
  worker.start(EVERY_MS);
}
