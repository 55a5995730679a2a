import { beforeShutdown } from "#app/platform/shutdown/shutdown.server";
import { abortAllLocally } from "./live.server";

/**
 * How long shutdown waits for this instance's answers to store their final state. A writer needs one
 * refund and one store (tens of ms); server.js cuts everything off at 8 s, before the orchestrator's kill.
 */
const WRITERS_WAIT_MS = 3_000;

/** The reason a writer is aborted with when this process stops (SIGTERM: every deploy, every rolling restart). */
class ProcessStopping extends Error {
  constructor() {
    super("this instance is shutting down");
  }
}

/** Whether a writer was aborted because this process stops: the answer then ends as a provider failure does. */
export function isProcessStopping(reason: unknown): boolean {
  return reason instanceof ProcessStopping;
}

const feedsClosing = new AbortController();
/**
 * Aborted once this instance's answers are stored as interrupted: every script feed served here then reads its
 * row once more, sends what changed (for an answer written here, its end) and ends at a line, so the page's
 * script shows the stored state, or asks again on another instance for an answer still being written there.
 */
export const feedsClose: AbortSignal = feedsClosing.signal;

/**
 * Nothing else would stop the writers: the process would exit under them, leaving their answers "being
 * written" until the stall time and their quota units spent. Answers are not moved to another instance
 * (decision 011); each ends as failed with its text so far and its unit given back, so "Try again" is free.
 */
async function interruptAnswers(): Promise<void> {
  await abortAllLocally(new ProcessStopping(), WRITERS_WAIT_MS);
  feedsClosing.abort();
}

beforeShutdown("chat answers and feeds", interruptAnswers);
