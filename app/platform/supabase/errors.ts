/**
 * Supabase Auth gave up waiting for the Send Email Hook (the mail server hangs) and answers 422: the mail
 * could not be handed over, which is the service's outage, not the user's input.
 */
const MAIL_HOOK_TIMEOUTS = new Set(["hook_timeout", "hook_timeout_after_retry"]);

/**
 * Whether a supabase-js error means the backend could not answer (network failure, 5xx, a mail hook that
 * timed out), as opposed to a refusal of the request itself. Callers answer the first with 503 and never
 * blame the user's input.
 */
export function isUnavailable(error: { name?: string; status?: number; code?: string } | null | undefined): boolean {
  if (!error) return false;
  return error.name === "AuthRetryableFetchError" || (error.status !== undefined && error.status >= 500) || MAIL_HOOK_TIMEOUTS.has(error.code ?? "");
}
