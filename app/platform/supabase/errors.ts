/**
 * Supabase Auth gave up waiting for the Send Email Hook (the mail server hangs) and answers 422: the mail
 * could not be handed over, which is the service's outage, not the user's input.
 */
const MAIL_HOOK_TIMEOUTS = new Set(["hook_timeout", "hook_timeout_after_retry"]);

/** How auth-js and storage-js name a request that got no answer at all (refused, reset, timed out). */
const FETCH_FAILURES = new Set(["AuthRetryableFetchError", "StorageUnknownError"]);

/**
 * Whether a supabase-js error means the backend could not answer (network failure, 5xx, a mail hook that
 * timed out), as opposed to a refusal of the request itself. Callers answer the first with 503 and never
 * blame the user's input.
 */
export function isUnavailable(error: { name?: string; status?: number; code?: string } | null | undefined): boolean {
  if (!error) return false;
  return FETCH_FAILURES.has(error.name ?? "") || (error.status !== undefined && error.status >= 500) || MAIL_HOOK_TIMEOUTS.has(error.code ?? "");
}
