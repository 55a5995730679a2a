/**
 * The spec's HTTP retry policy for the server's calls to the backend: one retry for requests without a
 * body on 408, 409, 425, 429, 500, 502, 503, 504 (and on network errors), never for requests with a
 * body (they may not be idempotent); every attempt bounded by a timeout.
 *
 * This fetch is the one place that policy lives. When the backend cannot be reached at all (connection
 * refused, reset, timed out) it answers like a gateway would, 502 or 504, instead of throwing: supabase-js's
 * PostgREST client would otherwise retry a thrown error three more times with 1 s, 2 s and 4 s pauses, and
 * a page would wait eight seconds to say what it can say at once. Every supabase-js part reads a 5xx as
 * "unavailable" (see errors.ts).
 */
const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

export function createRetryingFetch({
  fetchImpl = fetch,
  timeoutMs = 8_000,
  retryDelayMs = 250,
}: { fetchImpl?: typeof fetch; timeoutMs?: number; retryDelayMs?: number } = {}): typeof fetch {
  return async (input, init = {}) => {
    const hasBody = init.body !== undefined && init.body !== null;
    const attempt = async () => {
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
      try {
        return await fetchImpl(input, { ...init, signal });
      } catch (error) {
        // The caller gave up: that is theirs to handle, not an unreachable backend.
        if (init.signal?.aborted) throw error;
        return unreachable(timeout.aborted ? 504 : 502, error);
      }
    };
    if (hasBody) return attempt();
    const first = await attempt();
    if (!RETRY_STATUSES.has(first.status)) return first;
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    return attempt();
  };
}

/** A gateway-style answer for a backend that could not be reached, in the error shape the clients read. */
function unreachable(status: 502 | 504, error: unknown): Response {
  const cause = error instanceof Error ? ((error.cause as { code?: string } | undefined)?.code ?? error.name) : "unknown";
  const body = { code: status === 504 ? "backend_timeout" : "backend_unreachable", message: `The backend could not be reached (${cause}).` };
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}
