/**
 * The spec's HTTP retry policy for the server's calls to the backend: one retry for requests without a
 * body on 408, 409, 425, 429, 500, 502, 503, 504 (and on network errors), never for requests with a
 * body (they may not be idempotent); every attempt bounded by a timeout.
 */
export const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

export function createRetryingFetch({
  fetchImpl = fetch,
  timeoutMs = 8_000,
  retryDelayMs = 250,
}: { fetchImpl?: typeof fetch; timeoutMs?: number; retryDelayMs?: number } = {}): typeof fetch {
  return async (input, init = {}) => {
    const hasBody = init.body !== undefined && init.body !== null;
    const attempt = () => {
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
      return fetchImpl(input, { ...init, signal });
    };
    if (hasBody) return attempt();
    try {
      const response = await attempt();
      if (!RETRY_STATUSES.has(response.status)) return response;
    } catch (error) {
      if (init.signal?.aborted) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    return attempt();
  };
}
