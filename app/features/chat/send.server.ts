import type { RouterContextProvider } from "react-router";
import { germanIsoDay } from "#app/lib/german-day";
import type { Locale } from "#app/platform/i18n/locales";
import { getRequestInfo } from "#app/lib/request-context";
import { chatAllowance } from "./allowance.server";
import { MAX_MESSAGE_LENGTH } from "./limits";
import { isActive, titleFrom, toUIMessages, type ChatMessageView } from "./messages";
import { stallMs } from "./provider.server";
import { consumeChatQuota } from "./quota.server";
import { BackendError } from "#app/platform/supabase/backend-error";
import { addAnswer, addUserMessage, createChat, deleteAnswer, loadChat, touchChat } from "./store.server";
import { detachedUserClient } from "#app/platform/supabase/detached-client.server";
import { startAnswer } from "./writer.server";
import { logger } from "#app/platform/log/logger.server";
import { keepListingFile, newAttachmentId, userMessageParts } from "#app/features/attachments/chat-message.server";
import type { Listing } from "#app/features/attachments/listing.server";

export interface SendRequest {
  /** null: a new conversation. */
  chatId: string | null;
  text: string;
  model: string;
  /** "regenerate": answer the last question again, replacing the last answer. */
  trigger: "submit" | "regenerate";
  /** A listing sent with the question (already read): its text goes to the model with the question. */
  listing?: Listing | null;
}

export type SendRefusal =
  | { reason: "model" | "empty" | "tooLong" | "busy" | "nothingToRegenerate"; status: 400 | 409 }
  | { reason: "notFound"; status: 404 }
  | { reason: "quota"; status: 429; resetAt: Date }
  | { reason: "unavailable" | "signedOut"; status: 503 | 401 };

export type SendOutcome = { ok: true; chatId: string; answerId: string } | ({ ok: false } & SendRefusal);

/**
 * The one way a question reaches the model, for the form (no JS) and the chat stream (JS) alike: checks
 * the model and the text, counts the quota, stores the question and an empty answer, and starts the
 * writer, which goes on after this request has been answered.
 */
export async function sendMessage(
  context: Readonly<RouterContextProvider>,
  userId: string,
  locale: Locale,
  input: SendRequest,
): Promise<SendOutcome> {
  const { requestId, clientIp } = getRequestInfo(context);
  try {
    const allowance = await chatAllowance(context, userId);
    if (!allowance.models.includes(input.model)) return { ok: false, reason: "model", status: 400 };
    const text = input.text.trim();
    if (input.trigger === "submit") {
      if (text === "") return { ok: false, reason: "empty", status: 400 };
      if (text.length > MAX_MESSAGE_LENGTH) return { ok: false, reason: "tooLong", status: 400 };
    }
    const client = await detachedUserClient(context);
    if (!client) return { ok: false, reason: "signedOut", status: 401 };
    let chatId = input.chatId;
    // The conversation so far, read once: the checks below and the model's context both come from it.
    let prior: ChatMessageView[] = [];
    if (chatId) {
      const stored = await loadChat(client, userId, chatId);
      if (!stored) return { ok: false, reason: "notFound", status: 404 };
      const last = stored.messages.at(-1);
      if (last && isActive(last.status) && Date.now() - Date.parse(last.updatedAt) < stallMs()) return { ok: false, reason: "busy", status: 409 };
      if (input.trigger === "regenerate" && last?.role !== "assistant") return { ok: false, reason: "nothingToRegenerate", status: 409 };
      prior = stored.messages;
    } else if (input.trigger === "regenerate") {
      return { ok: false, reason: "nothingToRegenerate", status: 409 };
    }
    const quota = await consumeChatQuota(context, userId, clientIp, allowance);
    if (!quota.allowed) return { ok: false, reason: "quota", status: 429, resetAt: quota.resetAt };

    if (chatId) {
      await touchChat(client, userId, chatId, input.model);
    } else {
      chatId = await createChat(client, userId, titleFrom(text), input.model);
    }
    if (input.trigger === "regenerate") {
      // The answer being replaced goes; the question before it is asked again.
      await deleteAnswer(userId, prior.at(-1)!.id);
      prior = prior.slice(0, -1);
    } else {
      const attachmentId = input.listing?.kind === "pdf" ? newAttachmentId() : undefined;
      const parts = userMessageParts(text, input.listing ?? null, attachmentId);
      const id = await addUserMessage(client, userId, chatId, parts);
      if (input.listing?.kind === "pdf" && attachmentId)
        await keepListingFile(client, userId, { chatId, messageId: id, attachmentId }, input.listing);
      prior = [...prior, { id, role: "user", parts, status: "complete", model: null, createdAt: new Date().toISOString() }];
    }
    const history = prior.filter((m) => m.status === "complete" || m.status === "stopped");
    const answerId = await addAnswer(userId, chatId, input.model);
    void startAnswer({
      client,
      userId,
      answerId,
      model: input.model,
      locale,
      today: germanIsoDay(new Date()),
      history: toUIMessages(history),
      requestId,
      charge: quota.charge,
    });
    return { ok: true, chatId, answerId };
  } catch (error) {
    if (error instanceof BackendError) {
      logger.error({ err: error.cause ?? error }, "chat: backend failed");
      return { ok: false, reason: "unavailable", status: 503 };
    }
    throw error;
  }
}
