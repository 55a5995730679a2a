import type { UIMessage } from "ai";
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { getUser } from "#app/features/auth/session.server";
import { germanIsoDay } from "#app/lib/german-day";
import { getRequestInfo } from "#app/lib/request-context";
import { actionContext } from "#app/lib/action.server";
import { localizePath, type Locale } from "#app/platform/i18n/locales";
import { logger } from "#app/platform/log/logger.server";
import { detachedUserClient } from "#app/platform/supabase/detached-client.server";
import { BackendError } from "#app/platform/supabase/backend-error";
import { getSupabase } from "#app/platform/supabase/client.server";
import { redirectWithToast } from "#app/platform/toast/toast.server";
import { chatAllowance } from "./allowance.server";
import { claimDecision, findCalls, recordOutcome } from "./approvals.server";
import { isActive, toUIMessages } from "./messages";
import { consumeChatQuota } from "./quota.server";
import type { CountedUse } from "#app/platform/rate-limit/refund.server";
import { refusalMessage } from "./refusal.server";
import type { SendRefusal } from "./send.server";
import { stallMs } from "./provider.server";
import { DECLINED_REASON, performSave, SAVE_TOOL, type SaveOutcome } from "./save-tool.server";
import { addAnswer, loadChat, saveAnswer, type StoredChat } from "./store.server";
import { startAnswer } from "./writer.server";
import { isUuid } from "#app/lib/uuid";

type Context = Readonly<RouterContextProvider>;

/** A form post answered with the page to load next, as the chat's other forms do. */
const SEE_OTHER = { status: 303 };

const decisionSchema = z.object({
  intent: z.enum(["approve", "decline"]),
  toolCallId: z.string().min(1).max(200),
  approvalId: z.string().min(1).max(200),
});

type ToolPart = Extract<UIMessage["parts"][number], { toolCallId: string }>;

/** The answer's tool part waiting for exactly this approval; null when there is none (or it was answered). */
function waitingPart(chat: StoredChat, messageIds: Set<string>, toolCallId: string, approvalId: string) {
  for (const message of chat.messages) {
    if (!messageIds.has(message.id) || message.role !== "assistant") continue;
    const index = message.parts.findIndex(
      (part) => "toolCallId" in part && part.toolCallId === toolCallId && "approval" in part && part.approval?.id === approvalId,
    );
    if (index >= 0) return { message, index, part: message.parts[index] as ToolPart };
  }
  return null;
}

/**
 * The user's Save / Don't save on a card: a form post to the conversation (intent approve / decline), with or
 * without JavaScript. The recorded call is decided once (the database refuses a second decision), an approved save
 * is written through the request's own client, the answer's tool part gets the SDK's approval state and the
 * result (or the denial), and the colleague continues from there in a new answer, as after any tool call.
 */
export async function approvalAction(request: Request, context: Context, chatId: string, form: FormData) {
  const ctx = actionContext(context);
  const user = getUser(context);
  if (!isUuid(chatId)) throw data(null, { status: 404 });
  const parsed = decisionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw data(null, { status: 400 });
  const { toolCallId, approvalId, intent: decision } = parsed.data;
  const client = getSupabase(context);
  const here = localizePath(`/ai-chat/${chatId}`, ctx.locale);
  const today = germanIsoDay(new Date());

  try {
    const chat = await loadChat(client, user.id, chatId);
    if (!chat) throw data(null, { status: 404 });
    const calls = await findCalls(
      client,
      user.id,
      toolCallId,
      chat.messages.map((m) => m.id),
    );
    const found = waitingPart(chat, new Set(calls.map((c) => c.messageId)), toolCallId, approvalId);
    const call = found && calls.find((c) => c.messageId === found.message.id);
    if (!found || !call || call.toolName !== SAVE_TOOL) throw data(null, { status: 404 });
    const alreadyDecided = () =>
      redirectWithToast(request, here, { severity: "info", summary: ctx.t("listing:approval.alreadyDecided"), life: 5000 }, SEE_OTHER);
    if (found.part.state !== "approval-requested") return alreadyDecided();
    if (call.status !== "pending") {
      // Decided (in another tab, or by a request that failed before it could update the answer): the card
      // shows that decision from now on instead of buttons that can only be refused.
      const parts = found.message.parts.map((p, i) =>
        i === found.index ? decidedPart(found.part, approvalId, call.status === "approved", call.outcome) : p,
      );
      await saveAnswer(user.id, found.message.id, parts, found.message.status);
      return alreadyDecided();
    }
    const last = chat.messages.at(-1);
    if (last && isActive(last.status) && Date.now() - Date.parse(last.updatedAt) < stallMs()) {
      return redirectWithToast(request, here, { severity: "error", summary: ctx.t("chat:errors.busy"), life: 6000 }, SEE_OTHER);
    }
    if (!(await claimDecision(user.id, call.id, decision === "approve" ? "approved" : "declined"))) return alreadyDecided();

    let outcome: SaveOutcome | null = null;
    if (decision === "approve") {
      // A save that fails on the backend is an outcome like any refusal: the card and the model are told, and
      // the user can ask again; the decision itself cannot be taken back.
      outcome = await performSave(client, user.id, call.input, today, ctx.locale).catch((error: unknown) => {
        if (!isBackendFailure(error)) throw error;
        logger.error({ err: error }, "chat: an approved save failed");
        return { ok: false, reason: "unavailable" } as const;
      });
      await recordOutcome(user.id, call.id, outcome);
    }
    const part = decidedPart(found.part, approvalId, decision === "approve", outcome);
    const parts = found.message.parts.map((p, i) => (i === found.index ? part : p));
    await saveAnswer(user.id, found.message.id, parts, found.message.status);
    const continued = await continueAnswer(context, user.id, chatId, found.message.id, ctx.locale, today);

    const decided =
      decision === "decline"
        ? ctx.t("listing:approval.declinedToast")
        : outcome?.ok
          ? ctx.t("listing:approval.savedToast", { name: outcome.name })
          : outcome?.reason === "unavailable"
            ? ctx.t("listing:approval.unavailableToast")
            : ctx.t("listing:approval.failedToast");
    // The decision stands; only the colleague's next answer waits for the quota.
    const summary = continued === true ? decided : `${decided} ${refusalMessage(ctx.t, ctx.locale, continued)}`;
    const severity = (outcome && !outcome.ok) || continued !== true ? "error" : "success";
    return redirectWithToast(request, here, { severity, summary, life: 5000 }, SEE_OTHER);
  } catch (error) {
    if (!isBackendFailure(error)) throw error;
    logger.error({ err: error }, "chat: deciding a tool approval failed");
    return redirectWithToast(request, here, { severity: "error", summary: ctx.t("chat:errors.unavailable"), life: 6000 }, SEE_OTHER);
  }
}

/** A BackendError, or a PostgREST error a check passes on as it is. */
function isBackendFailure(error: unknown): boolean {
  return error instanceof BackendError || (typeof error === "object" && error !== null && "code" in error && "details" in error);
}

/** What the model is told when an approved save could not be written. */
function describeRefusal(outcome: Extract<SaveOutcome, { ok: false }> | null): string {
  if (outcome?.reason === "planLimit") return `Not saved: the user's plan allows ${outcome.limit} saved calculations and they are all used.`;
  if (outcome?.reason === "invalid") return "Not saved: today's calculator refuses these inputs.";
  return "Not saved: the database could not be reached. The user may ask again to save it.";
}

/**
 * The card's tool part once decided, in the AI SDK's approval states: declined, saved (the outcome is the
 * output), or not saved (the reason for the model). `outcome` is unknown when read back from the record.
 */
function decidedPart(part: ToolPart, approvalId: string, approved: boolean, outcome: unknown): ToolPart {
  if (!approved) return { ...part, state: "output-denied", approval: { id: approvalId, approved: false, reason: DECLINED_REASON } } as ToolPart;
  const saved = outcome as SaveOutcome | null;
  return saved?.ok
    ? ({ ...part, state: "output-available", output: saved, approval: { id: approvalId, approved: true } } as ToolPart)
    : ({ ...part, state: "output-error", errorText: describeRefusal(saved), approval: { id: approvalId, approved: true } } as ToolPart);
}

/**
 * The colleague's next answer after the decision: a new answer written like any other (writer.server.ts),
 * with the decided tool part in its context. The first one after a question belongs to that question and is
 * not counted again: only when the card's answer is the one and only message after the question. Any other is
 * counted like a question: a continued answer may ask for another save, and otherwise one question and a row of
 * "Don't save" would buy answers without end, as would a question added after the card. Answers true, or the
 * quota's refusal (the decision stands; the answer waits).
 */
async function continueAnswer(
  context: Context,
  userId: string,
  chatId: string,
  cardMessageId: string,
  locale: Locale,
  today: string,
): Promise<true | SendRefusal> {
  const client = await detachedUserClient(context);
  if (!client) return true;
  const chat = await loadChat(client, userId, chatId);
  if (!chat) return true;
  const allowance = await chatAllowance(context, userId);
  const model = allowance.models.includes(chat.chat.model) ? chat.chat.model : allowance.models[0];
  if (!model) return true;
  const history = chat.messages.filter((m) => m.status === "complete" || m.status === "stopped");
  const sinceQuestion = chat.messages.slice(chat.messages.findLastIndex((m) => m.role === "user") + 1);
  const firstAfterQuestion = sinceQuestion.length === 1 && sinceQuestion[0]!.id === cardMessageId;
  let charge: CountedUse | null = null;
  if (!firstAfterQuestion) {
    const quota = await consumeChatQuota(context, userId, getRequestInfo(context).clientIp, allowance);
    if (!quota.allowed) return { reason: "quota", status: 429, resetAt: quota.resetAt };
    charge = quota.charge;
  }
  const answerId = await addAnswer(userId, chatId, model);
  const { requestId } = getRequestInfo(context);
  void startAnswer({ client, userId, answerId, model, locale, today, history: toUIMessages(history), requestId, charge });
  return true;
}
