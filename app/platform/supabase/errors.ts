/**
 * Whether a supabase-js error means the backend could not answer (network failure, 5xx), as opposed to a
 * refusal of the request itself. Callers answer the first with 503 and never blame the user's input.
 */
export function isUnavailable(error: { name?: string; status?: number } | null | undefined): boolean {
  if (!error) return false;
  return error.name === "AuthRetryableFetchError" || (error.status !== undefined && error.status >= 500);
}
