import { within } from "#app/lib/within";

/**
 * The abort switches of the answers THIS instance writes, so a "stop" asked here takes effect at once.
 * Only a shortcut: the stop flag in the database reaches a writer on any instance within one flush, and
 * readers follow the stored rows (feed.server.ts), never this process's memory.
 */
interface LocalWriter {
  controller: AbortController;
  /** Settles when the writer has stored its final state. */
  finished: Promise<void>;
  settle: () => void;
}

const writers = new Map<string, LocalWriter>();
/** Set once this process stops (abortAllLocally): a writer started after that is aborted with it at once. */
let closedWith: { reason: unknown } | undefined;

export function registerWriter(answerId: string): LocalWriter {
  let settle = () => {};
  const finished = new Promise<void>((resolve) => (settle = resolve));
  const writer: LocalWriter = { controller: new AbortController(), finished, settle };
  if (closedWith) writer.controller.abort(closedWith.reason);
  writers.set(answerId, writer);
  return writer;
}

export function finishWriter(answerId: string, writer: LocalWriter) {
  writers.delete(answerId);
  writer.settle();
}

/**
 * Aborts the model call when the answer is written here (other instances see the database flag) and
 * waits briefly for the partial answer to be stored, so the page shown next has it.
 */
export async function abortLocally(answerId: string, waitMs = 2_000): Promise<void> {
  const writer = writers.get(answerId);
  if (!writer) return;
  writer.controller.abort();
  await within(writer.finished, waitMs);
}

/**
 * Aborts every answer this instance writes, and any it starts from now on, with `reason` (the writer reads
 * it to tell why), and waits for their final states to be stored, at most `waitMs` for all of them.
 */
export async function abortAllLocally(reason: unknown, waitMs: number): Promise<void> {
  closedWith = { reason };
  const running = [...writers.values()];
  for (const writer of running) writer.controller.abort(reason);
  await within(Promise.all(running.map((writer) => writer.finished)), waitMs);
}
