import { within } from "#app/lib/within";
import { beforeShutdown } from "#app/platform/shutdown/shutdown.server";

/** How long shutdown waits for the open documents to say so and end. */
const END_WAIT_MS = 3_000;

/** Aborted once this process is shutting down; every live document of this process watches it. */
const closing = new AbortController();
/** The documents of this process still streaming an answer: each settles when its content has ended. */
const open = new Set<Promise<void>>();

/**
 * Streams one no-JS document's answer (live-html.server.ts) while it is registered here, so that a process
 * told to stop ends it with a note instead of cutting it off mid-answer: `interrupt` aborts then.
 */
export async function* trackLiveDocument(content: (interrupt: AbortSignal) => AsyncIterable<string>): AsyncGenerator<string> {
  let settle = () => {};
  const ended = new Promise<void>((resolve) => (settle = resolve));
  open.add(ended);
  try {
    yield* content(closing.signal);
  } finally {
    open.delete(ended);
    settle();
  }
}

/** Tells every open document to end (it writes its note and closes) and waits for them, briefly. */
async function endLiveDocuments(): Promise<void> {
  closing.abort();
  await within(Promise.all(open), END_WAIT_MS);
}

beforeShutdown("chat live documents", endLiveDocuments);
