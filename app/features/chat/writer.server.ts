import { convertToModelMessages, isStepCount, readUIMessageStream, streamText, toUIMessageStream, type UIMessage } from "ai";
import type { Locale } from "#app/platform/i18n/locales";
import type { AppSupabaseClient } from "#app/platform/supabase/client.server";
import { isProcessStopping } from "./chat-shutdown.server";
import { trimToBudget } from "./context-window";
import { PROVIDER_ERROR } from "./provider-error";
import { FLUSH_MS, MAX_FAILED_SAVES } from "./limits";
import { finishWriter, registerWriter } from "./live.server";
import type { MessageStatus } from "./messages";
import { systemPrompt } from "./prompt";
import { languageModel, maxOutputTokens, modelSilenceMs, stallMs } from "./provider.server";
import { refundChatQuota } from "./quota.server";
import { saveAnswer } from "./store.server";
import { chatTools } from "./tools.server";
import { describeError, logger } from "#app/platform/log/logger.server";
import type { CountedUse } from "#app/platform/rate-limit/refund.server";

export interface AnswerJob {
  /** Acts as the user (their access token, captured from the request) for the tools: RLS applies to their reads and writes. The answer itself is stored by the server (store.server.ts). */
  client: AppSupabaseClient;
  userId: string;
  answerId: string;
  model: string;
  locale: Locale;
  today: string;
  /** The conversation up to the question, oldest first. */
  history: UIMessage[];
  requestId: string;
  /** The daily quota's unit the question used, given back when the provider fails the answer; none when not counted. */
  charge?: CountedUse | null;
}

/**
 * Writes an answer independently of any request: the model's output is stored every FLUSH_MS, so any
 * instance can render it and closing the tab loses nothing. Each store also reads the "stop" flag, so a
 * stop asked on another instance reaches this writer within one flush. An answer that cannot be stored
 * (MAX_FAILED_SAVES stores in a row fail) is stopped at the model and ends as failed: no reader could see
 * it, and streaming on would only spend tokens on text that is lost. Never throws; returns when done.
 */
export function startAnswer(job: AnswerJob): Promise<MessageStatus> {
  const live = registerWriter(job.answerId);
  return run(job, live).finally(() => finishWriter(job.answerId, live));
}

async function run(job: AnswerJob, live: ReturnType<typeof registerWriter>): Promise<MessageStatus> {
  let failed = false;
  let stalled = false;
  let unsaved = false;
  let failedSaves = 0;
  let lastChunkAt = Date.now();
  let lastSaveAt = Date.now();
  // Also how soon a stop asked on another instance is seen while the model is quiet.
  const heartbeatMs = Math.min(1_000, Math.round(stallMs() / 3));
  let parts: UIMessage["parts"] = [];
  let dirty = false;
  let saving: Promise<void> = Promise.resolve();

  const save = (status: MessageStatus) => {
    saving = saving
      .catch(() => undefined)
      .then(async () => {
        try {
          const { stopRequested } = await saveAnswer(job.userId, job.answerId, parts, status);
          failedSaves = 0;
          if (stopRequested && status === "streaming") live.controller.abort();
        } catch (error) {
          failedSaves += 1;
          if (status === "streaming" && failedSaves >= MAX_FAILED_SAVES && !unsaved) {
            unsaved = true;
            logger.error({ requestId: job.requestId, failedSaves }, "chat: the answer cannot be stored, stopping it");
            live.controller.abort();
          }
          throw error;
        }
      });
    return saving;
  };
  const timer = setInterval(() => {
    // A provider that goes quiet mid-answer would hold the answer open forever: give up, as failed.
    if (!stalled && Date.now() - lastChunkAt > modelSilenceMs()) {
      stalled = true;
      logger.error({ requestId: job.requestId, model: job.model }, "chat: the model provider went silent");
      live.controller.abort();
    }
    // Unchanged answers are stored now and then too: the write is the heartbeat other instances read.
    if (!dirty && Date.now() - lastSaveAt < heartbeatMs) return;
    dirty = false;
    lastSaveAt = Date.now();
    save("streaming").catch((error) => logger.error({ requestId: job.requestId, err: error }, "chat: saving the answer failed"));
  }, FLUSH_MS);

  try {
    const tools = chatTools({ client: job.client, userId: job.userId, today: job.today, answerId: job.answerId });
    const result = streamText({
      model: languageModel(job.model),
      instructions: systemPrompt(job.locale, job.today),
      messages: await convertToModelMessages(trimToBudget(job.history), { tools, ignoreIncompleteToolCalls: true }),
      tools,
      stopWhen: isStepCount(4),
      abortSignal: live.controller.signal,
      // Per call, so each step after a tool result is capped too.
      maxOutputTokens: maxOutputTokens(),
      // The user sees the failure at once and has "try again"; a hidden retry would only add seconds of silence.
      maxRetries: 0,
    });
    const ui = toUIMessageStream({
      stream: result.stream,
      tools,
      generateMessageId: () => job.answerId,
      onError: (error) => {
        failed = true;
        logger.error({ requestId: job.requestId, model: job.model, error: describe(error) }, "chat: the model provider failed");
        return PROVIDER_ERROR;
      },
    });
    for await (const message of readUIMessageStream({ stream: ui, onError: () => (failed = true) })) {
      parts = message.parts;
      dirty = true;
      lastChunkAt = Date.now();
    }
  } catch (error) {
    if (!live.controller.signal.aborted) {
      failed = true;
      logger.error({ requestId: job.requestId, error: describe(error) }, "chat: answering failed");
    }
  } finally {
    clearInterval(timer);
  }
  // This instance stopping (chat-shutdown.server.ts) cuts the answer off like a provider failure, and ends it so.
  const interrupted = isProcessStopping(live.controller.signal.reason);
  if (interrupted) logger.warn({ requestId: job.requestId }, "chat: the answer was interrupted by shutdown");
  const status: MessageStatus = stalled || failed || unsaved || interrupted ? "failed" : live.controller.signal.aborted ? "stopped" : "complete";
  // A failure of the provider (an error, a refused or cut connection, silence) or our own restart costs the user
  // nothing: the unit goes back before the answer shows as failed, so "Try again" finds it. One that could not be
  // stored is our database failing, which the refund would have to reach as well: it keeps its unit.
  if ((stalled || failed || interrupted) && !unsaved && job.charge) await refund(job, job.charge);
  try {
    await saving.catch(() => undefined);
    await save(status);
  } catch (error) {
    // The row stays "streaming" and turns "failed" once its heartbeat is old (messages.ts displayStatus).
    logger.error({ requestId: job.requestId, err: error }, "chat: storing the final answer failed");
  }
  return status;
}

async function refund(job: AnswerJob, charge: CountedUse) {
  try {
    await refundChatQuota(job.answerId, charge);
  } catch (error) {
    logger.error({ requestId: job.requestId, err: error }, "chat: giving the quota back failed");
  }
}

/** The provider's error with its class (APICallError, …): which failure it was tells more than the message. */
function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : describeError(error);
}
