import { data, redirect, type RouterContextProvider } from "react-router";
import { readChatForm } from "#app/features/attachments/chat-form.server";
import { prepareListing } from "#app/features/attachments/listing.server";
import { PROBLEM_STATUS } from "#app/features/attachments/problems";
import { removeChatAttachments } from "#app/features/attachments/storage.server";
import { getUser } from "#app/features/auth/session.server";
import { localizePath } from "#app/platform/i18n/locales";
import { getSupabase } from "#app/platform/supabase/client.server";
import { redirectWithToast } from "#app/platform/toast/toast.server";
import { actionContext, forIntent, parseForm, reply } from "#app/lib/action.server";
import { chatAllowance } from "./allowance.server";
import { approvalAction } from "./approve.server";
import type { z } from "zod";
import { controlSchema, renameSchema, sendSchema, type RenameForm } from "./forms";
import { LIST_SIZE } from "./limits";
import { abortLocally } from "./live.server";
import { streamLiveAnswer } from "./live-document.server";
import { displayStatus, isActive, type ChatSummary } from "./messages";
import { continuingModel, modelOptions } from "./models";
import { chatModels, stallMs } from "./provider.server";
import { refusalMessage, retryAfterSeconds } from "./refusal.server";
import { sendMessage, type SendOutcome } from "./send.server";
import { BackendError, throwBackendFailure } from "#app/platform/supabase/backend-error";
import { deleteChat, listChats, loadChat, renameChat, requestStop } from "./store.server";
import { isUuid } from "#app/lib/uuid";
import { getRateLimiter } from "#app/platform/rate-limit/limiter.server";
import { logger } from "#app/platform/log/logger.server";

type Context = Readonly<RouterContextProvider>;

/** The user's conversations, newest activity first; null when the backend did not answer (the page says so). */
export async function loadChatList(context: Context): Promise<ChatSummary[] | null> {
  try {
    return await listChats(getSupabase(context), getUser(context).id, LIST_SIZE);
  } catch (error) {
    if (error instanceof BackendError) return null;
    throw error;
  }
}

export async function loadModelChoice(context: Context) {
  const { locale } = actionContext(context);
  const models = modelOptions(chatModels(), await allowedModels(context), locale);
  return { models, defaultModel: models[0]?.id ?? "" };
}

/**
 * The plan's models. When the backend cannot tell the plan, the default model, which every plan has: the
 * page stays, and with it a question typed into it, which sending then answers "unavailable".
 */
async function allowedModels(context: Context): Promise<readonly string[]> {
  try {
    return (await chatAllowance(context, getUser(context).id)).models;
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    return chatModels()
      .slice(0, 1)
      .map((model) => model.id);
  }
}

/** One conversation for its page; 404 when it is not the user's. */
async function loadConversation(context: Context, chatId: string) {
  if (!isUuid(chatId)) throw data(null, { status: 404 });
  // The plan's models do not depend on the chat: both are asked for at once.
  const [stored, modelChoice] = await Promise.all([
    loadChat(getSupabase(context), getUser(context).id, chatId).catch(throwBackendFailure),
    loadModelChoice(context),
  ]);
  if (!stored) throw data(null, { status: 404 });
  const now = Date.now();
  const messages = stored.messages.map(({ updatedAt, ...message }) => ({
    ...message,
    status: displayStatus(message.status, updatedAt, now, stallMs()),
  }));
  return { chat: stored.chat, messages, earlier: stored.earlier, ...modelChoice };
}

/**
 * The conversation page's data. While its last answer is being written, the document streams it as it is
 * stored (live-document.server.tsx); `liveAnswerId` tells the page which answer its HTML carries.
 */
export async function loadConversationPage(request: Request, context: Context, chatId: string) {
  const conversation = await loadConversation(context, chatId);
  const last = conversation.messages.at(-1);
  const liveAnswerId = last && last.role === "assistant" && isActive(last.status) ? last.id : null;
  if (liveAnswerId) {
    // The same model the page's own form offers: after a downgrade, not one the user may no longer use.
    const model = continuingModel(conversation.chat.model, conversation.models, conversation.defaultModel);
    await streamLiveAnswer(context, request, { answerId: liveAnswerId, userId: getUser(context).id, model });
  }
  return { ...conversation, liveAnswerId };
}

function sendReply(context: Context, submission: Parameters<typeof reply.refused>[0], outcome: Exclude<SendOutcome, { ok: true }>) {
  const { t, locale } = actionContext(context);
  const message = refusalMessage(t, locale, outcome);
  const retryAfter = retryAfterSeconds(outcome);
  if (retryAfter !== null) return reply.tooMany(submission, retryAfter, () => message);
  return reply.refused(submission, message, { status: outcome.status });
}

/**
 * The chat's forms without JavaScript (and the fallbacks with it): ask (starts the answer and answers 303
 * at once), stop, regenerate, rename, delete. `chatId` null is the new-chat form on /ai-chat.
 */
export async function chatAction(request: Request, context: Context, chatId: string | null) {
  const ctx = actionContext(context);
  const user = getUser(context);
  // The composer posts multipart (it may carry a listing's PDF); the other forms post urlencoded.
  const { formData, file, problem } = await readChatForm(request);
  const intent = formData.get("intent");
  const here = (id: string) => localizePath(`/ai-chat/${id}`, ctx.locale);
  if (chatId !== null && !isUuid(chatId)) throw data(null, { status: 404 });
  // A card's Save / Don't save (approve.server.ts): posted to the conversation, so it works in the streamed page too.
  if (chatId && (intent === "approve" || intent === "decline")) return approvalAction(request, context, chatId, formData);

  if (intent === "send" || (intent === "regenerate" && chatId)) {
    const submission = intent === "send" ? parseForm(formData, sendSchema, ctx) : parseForm(formData, controlSchema, ctx);
    if (submission.status !== "success") return reply.invalid(submission);
    const value = submission.value as { text?: string; model?: string; listingText?: string };
    if (file) {
      const limited = await getRateLimiter().consume("listing.user", user.id);
      if (!limited.ok)
        return reply.tooMany(submission, limited.retryAfterSeconds, (minutes) => ctx.t("attachments:problems.tooMany", { count: minutes }));
    }
    // A listing that cannot be read is refused before anything is stored; the question stays in the form.
    const read = problem ? { ok: false as const, problem } : await prepareListing(file, value.listingText, user.id);
    if (!read.ok) return reply.refused(submission, ctx.t(`attachments:problems.${read.problem}`), { status: PROBLEM_STATUS[read.problem] });
    const outcome = await sendMessage(context, user.id, ctx.locale, {
      chatId,
      text: value.text ?? "",
      model: value.model ?? "",
      trigger: intent === "send" ? "submit" : "regenerate",
      listing: read.listing,
    });
    if (!outcome.ok) return sendReply(context, submission, outcome);
    return redirect(here(outcome.chatId), 303);
  }
  if (!chatId) return data(null, { status: 400 });

  const rename = intent === "rename";
  const submission = rename ? parseForm(formData, renameSchema, ctx) : parseForm(formData, controlSchema, ctx);
  // Tagged, so only the rename form shows its answer (the composer takes every other answer).
  const answer = <A extends { data: object; init: ResponseInit | null }>(refusal: A) => (rename ? forIntent("rename", refusal) : refusal);
  if (submission.status !== "success") return answer(reply.invalid(submission));
  try {
    return await manageChat(request, context, chatId, submission.value);
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    logger.error({ err: error.cause ?? error }, "chat: backend failed");
    return answer(reply.unavailable(submission, ctx, { error }));
  }
}

/** Rename, delete and stop, once the form is valid. */
async function manageChat(request: Request, context: Context, chatId: string, form: RenameForm | z.infer<typeof controlSchema>) {
  const { t, locale } = actionContext(context);
  const user = getUser(context);
  const here = localizePath(`/ai-chat/${chatId}`, locale);
  if (form.intent === "rename") {
    if (!(await renameChat(getSupabase(context), user.id, chatId, form.title))) throw data(null, { status: 404 });
    return redirectWithToast(request, here, { severity: "success", summary: t("chat:manage.renamed"), life: 4000 });
  }
  if (form.intent === "delete") {
    // The attached files first: Storage keeps them until they are removed through its API.
    await removeChatAttachments(getSupabase(context), user.id, chatId);
    if (!(await deleteChat(getSupabase(context), user.id, chatId))) throw data(null, { status: 404 });
    return redirectWithToast(request, localizePath("/ai-chat", locale), {
      severity: "success",
      summary: t("chat:manage.deleted"),
      life: 4000,
    });
  }
  // Stop: the flag reaches a writer on any instance; one on this instance is aborted at once.
  const stopped = await requestStop(getSupabase(context), user.id, chatId);
  await Promise.all(stopped.map((id) => abortLocally(id)));
  return redirect(here, 303);
}
