import { logger } from "#app/platform/log/logger.server";

/**
 * A queue in Postgres worked off in the background of every instance: `kick` starts a drain now (at most
 * one per process; one asked for meanwhile runs right after it), `start` also drains on a timer, so rows
 * whose retry is due go out even when nothing new arrives. The drain claims its rows with
 * FOR UPDATE SKIP LOCKED, so instances share the queue without handing a row to two of them.
 */
export function backgroundWorker(name: string, drain: () => Promise<void>) {
  let draining: Promise<void> | null = null;
  let again = false;
  const kick = (): void => {
    if (draining) {
      again = true;
      return;
    }
    draining = drain()
      .catch((error: unknown) => logger.error({ err: error }, name))
      .finally(() => {
        draining = null;
        if (again) {
          again = false;
          kick();
        }
      });
  };
  return {
    kick,
    start(everyMs: number): void {
      setInterval(kick, everyMs).unref();
      kick();
    },
  };
}

/** The wait before attempt `attempts + 1`: the first delay, four times longer each time, at most six hours. */
export function retryDelaySeconds(attempts: number, firstDelaySeconds: number): number {
  return Math.min(firstDelaySeconds * 4 ** Math.max(0, attempts - 1), 6 * 3600);
}
