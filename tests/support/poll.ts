interface PollOptions {
  timeoutMs?: number;
  intervalMs?: number;
}

/**
 * Reads `read` until `done` holds and returns that reading: the sync point for work the app does in the
 * background (a queue, a stream, the mail capture), never a sleep. Past the deadline it fails with `what` and
 * the last reading. A `done` that is a type guard narrows the result (a row that exists, a settled answer).
 */
export async function pollUntil<T, S extends T>(
  what: string,
  read: () => T | Promise<T>,
  done: (value: T) => value is S,
  options?: PollOptions,
): Promise<S>;
export async function pollUntil<T>(what: string, read: () => T | Promise<T>, done: (value: T) => boolean, options?: PollOptions): Promise<T>;
export async function pollUntil<T>(
  what: string,
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  { timeoutMs = 10_000, intervalMs = 100 }: PollOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not get there in ${timeoutMs} ms; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
