/**
 * The one logger of the server and the app: pino's JSON lines on stdout, one object a line, which the
 * container's log collector reads. Every line written while a request is handled carries its request id,
 * taken from an AsyncLocalStorage scope that server/request-log.ts opens per request, so that no call site
 * has to pass the id along. ESLint refuses `console.*` everywhere else in app/ and server/.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { pino } from "pino";

const requestScope = new AsyncLocalStorage<{ requestId: string }>();

export const logger = pino({
  // No pid and hostname on every line: the collector knows the container; the level reads as a word.
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
  mixin: () => {
    const scope = requestScope.getStore();
    return scope ? { requestId: scope.requestId } : {};
  },
});

/** Runs `handle` (and everything it awaits or schedules) with the request id on every log line. */
export function withRequestId<T>(requestId: string, handle: () => T): T {
  return requestScope.run({ requestId }, handle);
}

/** A thrown value as one readable line: an Error's message, anything else as text. */
export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
