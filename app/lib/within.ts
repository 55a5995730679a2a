/**
 * The work's result if it settles within `ms`, else undefined; the work itself goes on (a page answers
 * without it, a cache or a queue keeps what it brings later). A rejection within the time is passed on.
 */
export async function within<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(resolve, ms, undefined)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
