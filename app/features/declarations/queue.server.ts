import { describeError, logger } from "#app/platform/log/logger.server";
import { getEnv } from "#app/config/env.server";
import { backgroundWorker, retryDelaySeconds } from "#app/lib/background-worker.server";
import { stripeApiOrigin } from "#app/features/billing/stripe.server";
import { getAdminClient } from "#app/platform/supabase/admin.server";
import { isDeclarationKind, type DeclarationKind } from "./content";
import { carryOut } from "./process.server";
import { loadDeclaration, updateDeclaration } from "./store.server";
import { BackendError } from "#app/platform/supabase/backend-error";

const BATCH = 10;
/** A claimed declaration is the worker's (or the request's) for this long; one that dies leaves it to be retried then. */
export const LEASE_SECONDS = 120;
/** After this many attempts (about a day with the default first delay of a minute) the row waits for the operator. */
const MAX_ATTEMPTS = 8;

async function processClaimed(kind: DeclarationKind, id: string, attempts: number): Promise<void> {
  try {
    const row = await loadDeclaration(kind, id);
    if (row?.state === "queued") await carryOut(kind, row);
  } catch (error) {
    const failure = describeError(error).slice(0, 500);
    const givingUp = attempts >= MAX_ATTEMPTS;
    logger.error(
      { err: error, kind, id, attempts, givingUp },
      givingUp ? "declarations: failed, left to the operator" : "declarations: failed, will retry",
    );
    const next = new Date(Date.now() + retryDelaySeconds(attempts, getEnv().DECLARATION_RETRY_SECONDS) * 1000).toISOString();
    await updateDeclaration(kind, id, givingUp ? { state: "failed", last_error: failure } : { next_attempt_at: next, last_error: failure }).catch(
      (recordError: unknown) => logger.error({ err: recordError, kind, id }, "declarations: could not record the failure"),
    );
  }
}

async function claim(onlyId: string | null): Promise<{ kind: DeclarationKind; id: string; attempts: number }[]> {
  const { data, error } = await getAdminClient().rpc("claim_declarations", {
    for_stripe_api: stripeApiOrigin(),
    max_batch: BATCH,
    lease_seconds: LEASE_SECONDS,
    ...(onlyId ? { only_id: onlyId } : {}),
  });
  if (error) throw new BackendError("unavailable:database", error);
  return (data ?? []).flatMap(({ kind, id, attempts }) =>
    isDeclarationKind(kind) && typeof id === "string" && typeof attempts === "number" ? [{ kind, id, attempts }] : [],
  );
}

/** Works off every due declaration of both kinds; instances share the queue through claim_declarations. */
async function drainDeclarations(): Promise<void> {
  for (;;) {
    const claimed = await claim(null);
    for (const row of claimed) await processClaimed(row.kind, row.id, row.attempts);
    if (claimed.length < BATCH) return;
  }
}

const worker = backgroundWorker("declarations: processing failed", drainDeclarations);

/** A declaration was queued: work it off in the background, after the visitor has the answer. */
export const kickDeclarations = (): void => worker.kick();

/**
 * Carries out one declaration now, in the request of the owner who made or confirmed it (leased to that
 * request when it was written). A failure is recorded and retried by the worker like any other.
 */
export async function processNow(kind: DeclarationKind, id: string): Promise<void> {
  const [claimed] = await claim(id);
  if (claimed?.kind === kind) await processClaimed(kind, id, claimed.attempts);
}

/** Retries on a timer, so failed declarations are carried out later even when nothing new comes in. */
export function startDeclarationWorker(): void {
  worker.start(Math.min(getEnv().DECLARATION_RETRY_SECONDS, 30) * 1000);
}
