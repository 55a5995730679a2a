import type { UIMessageChunk } from "ai";

/**
 * Answers being written by THIS instance: the abort switch for "stop" and the UI chunks so far, so the
 * request that asked (or a reconnect to this instance) can follow the answer token by token. The answer's
 * state of record is the database; this is only the fast path.
 */
interface LiveAnswer {
  controller: AbortController;
  chunks: UIMessageChunk[];
  listeners: Set<() => void>;
  done: boolean;
  /** Settles when the writer has stored its final state. */
  finished: Promise<void>;
  settle: () => void;
}

const answers = new Map<string, LiveAnswer>();

export function registerAnswer(answerId: string): LiveAnswer {
  let settle = () => {};
  const finished = new Promise<void>((resolve) => (settle = resolve));
  const live: LiveAnswer = { controller: new AbortController(), chunks: [], listeners: new Set(), done: false, finished, settle };
  answers.set(answerId, live);
  return live;
}

export function publish(live: LiveAnswer, chunk: UIMessageChunk | null) {
  if (chunk) live.chunks.push(chunk);
  else live.done = true;
  for (const listener of live.listeners) listener();
}

export function finishAnswer(answerId: string, live: LiveAnswer) {
  publish(live, null);
  answers.delete(answerId);
  live.settle();
}

/**
 * Aborts the model call when the answer is written here (other instances see the database flag) and
 * waits briefly for the partial answer to be stored, so the page shown next has it.
 */
export async function abortLocally(answerId: string, waitMs = 2_000): Promise<void> {
  const live = answers.get(answerId);
  if (!live) return;
  live.controller.abort();
  await Promise.race([live.finished, new Promise((resolve) => setTimeout(resolve, waitMs))]);
}

/** The answer's chunks from the start, then as they come; null when no writer of this instance has it. */
export function followAnswer(answerId: string): ReadableStream<UIMessageChunk> | null {
  const live = answers.get(answerId);
  if (!live) return null;
  let sent = 0;
  let wake: (() => void) | undefined;
  return new ReadableStream<UIMessageChunk>({
    start() {
      wake = () => undefined;
      live.listeners.add(() => wake?.());
    },
    async pull(controller) {
      while (sent >= live.chunks.length && !live.done) await new Promise<void>((resolve) => (wake = resolve));
      if (sent < live.chunks.length) controller.enqueue(live.chunks[sent++]!);
      else controller.close();
    },
    cancel() {
      // The reader left (tab closed); the writer goes on.
      wake = undefined;
    },
  });
}
