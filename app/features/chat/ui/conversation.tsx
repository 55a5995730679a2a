import { useChat } from "@ai-sdk/react";
import type { SubmissionResult } from "@conform-to/react";
import { DefaultChatTransport, type UIMessage } from "ai";
import { useEffect, useMemo, useRef, useState } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { useLocale } from "#app/features/i18n/use-locale";
import { PROVIDER_ERROR } from "../provider-error";
import { isActive, textOf, type ChatMessageView, type MessageStatus } from "../messages";
import type { ModelOption } from "../models";
import { Composer } from "./composer";
import { AnswerControls } from "./controls";
import { MessageItem } from "./message-item";
import { useHydrated } from "./use-hydrated";

interface ConversationProps {
  chatId: string;
  /** The answer the server streams into this page (document request while it is written). */
  liveAnswerId?: string | null;
  messages: ChatMessageView[];
  models: ModelOption[];
  model: string;
  lastResult?: SubmissionResult<string[]> | null;
}

const toUI = (messages: ChatMessageView[]): UIMessage[] => messages.map((m) => ({ id: m.id, role: m.role, parts: m.parts }));

/**
 * The conversation. The stored messages (loader) are the truth; while an answer streams to this tab,
 * useChat's live copy is shown instead, and the loader is read again when it ends. Without JavaScript
 * the same markup comes from the server, the answer streamed into it as it is written.
 */
export function Conversation({ chatId, liveAnswerId, messages, models, model: initialModel, lastResult }: ConversationProps) {
  const locale = useLocale();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const stopper = useFetcher();
  const [model, setModel] = useState(initialModel);
  const [showLive, setShowLive] = useState(false);
  const last = messages.at(-1);
  const storedActive = Boolean(last && last.role === "assistant" && isActive(last.status));
  const transport = useMemo(
    () =>
      new DefaultChatTransport<UIMessage>({
        api: "/resources/chat",
        prepareSendMessagesRequest: ({ id, messages: sent, trigger, body }) => ({
          body: { chatId: id, text: sent.findLast((m) => m.role === "user") ? textOf(sent.findLast((m) => m.role === "user")!.parts) : "", trigger, model: body?.model, locale },
        }),
      }),
    [locale],
  );
  const chat = useChat({ id: chatId, messages: toUI(messages), transport, resume: storedActive });
  const streaming = chat.status === "submitted" || chat.status === "streaming";

  // Show the live copy from the first token until the stored state has been read again afterwards.
  const wasStreaming = useRef(false);
  useEffect(() => {
    if (streaming) {
      wasStreaming.current = true;
      setShowLive(true);
    } else if (wasStreaming.current) {
      wasStreaming.current = false;
      void revalidator.revalidate().then(() => setShowLive(false));
    }
  }, [streaming]); // eslint-disable-line react-hooks/exhaustive-deps

  // An answer written elsewhere (another instance, or before a reload without resume): follow the rows.
  useEffect(() => {
    if (!storedActive || streaming || revalidator.state !== "idle") return;
    const timer = setTimeout(() => void revalidator.revalidate(), 1000);
    return () => clearTimeout(timer);
  }, [storedActive, streaming, revalidator.state, messages]); // eslint-disable-line react-hooks/exhaustive-deps

  const statusOf = new Map<string, MessageStatus>(messages.map((m) => [m.id, m.status]));
  const shown: { id: string; role: "user" | "assistant"; parts: UIMessage["parts"]; status: MessageStatus }[] = showLive
    ? chat.messages.map((m, index, all) => ({
        id: m.id,
        role: m.role === "user" ? "user" : "assistant",
        parts: m.parts,
        status: index === all.length - 1 && m.role === "assistant" && streaming ? "streaming" : (statusOf.get(m.id) ?? "complete"),
      }))
    : messages;
  const lastShown = shown.at(-1);
  const active = streaming || storedActive;
  // A provider failure mid-answer is shown on the stored answer (failed, "try again"), not as a form error.
  const streamError = chat.error && chat.status === "error" && !showLive && chat.error.message !== PROVIDER_ERROR ? chat.error.message : null;

  const syncBeforeSend = () => chat.setMessages(toUI(messages));
  return (
    <div className="flex flex-col gap-4">
      <ol className="flex flex-col gap-3" aria-live="polite">
        {shown.map((m) => (
          <MessageItem key={m.id} id={m.id} role={m.role} parts={m.parts} status={m.status} locale={locale} live={!hydrated && m.id === liveAnswerId} />
        ))}
      </ol>
      <AnswerControls
        active={active}
        canRegenerate={lastShown?.role === "assistant"}
        failed={lastShown?.status === "failed"}
        model={model}
        onStop={() => {
          void chat.stop();
          void stopper.submit({ intent: "stop" }, { method: "post" });
        }}
        onRegenerate={() => {
          syncBeforeSend();
          void chat.regenerate({ body: { model } });
        }}
      />
      <Composer
        id={`composer-${chatId}`}
        models={models}
        model={model}
        lastResult={lastResult}
        streamError={streamError && !streamError.startsWith("{") ? streamError : null}
        busy={active}
        onModelChange={setModel}
        onSend={(value, form) => {
          syncBeforeSend();
          void chat.sendMessage({ text: value.text }, { body: { model: value.model } });
          form.reset();
        }}
      />
    </div>
  );
}
