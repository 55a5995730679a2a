import { useChat } from "@ai-sdk/react";
import { DefaultChatTransport, type UIMessage } from "ai";
import { useEffect, useMemo, useRef } from "react";
import type { Locale } from "#app/platform/i18n/locales";
import { textOf } from "../messages";

/** What the conversation asks the live session to do once it has loaded. */
export type LiveRequest = { kind: "send"; text: string; model: string } | { kind: "regenerate"; model: string } | { kind: "resume" };

export interface LiveState {
  messages: UIMessage[];
  streaming: boolean;
  error: string | null;
}

interface LiveSessionProps {
  chatId: string;
  locale: Locale;
  /** The stored conversation the live answer continues. */
  base: UIMessage[];
  request: LiveRequest;
  onChange: (state: LiveState) => void;
  /** Hands the conversation its stop switch (closes this tab's stream; the stop form stops the writer). */
  onStop: (stop: () => void) => void;
}

/**
 * The AI SDK's useChat, loaded only when the user first asks (or an answer is to be followed), so the
 * conversation page itself ships no SDK code. It renders nothing: the conversation shows what it reports.
 */
export default function LiveSession({ chatId, locale, base, request, onChange, onStop }: LiveSessionProps) {
  const transport = useMemo(
    () =>
      new DefaultChatTransport<UIMessage>({
        api: "/resources/chat",
        prepareSendMessagesRequest: ({ id, messages, trigger, body }) => {
          const question = messages.findLast((m) => m.role === "user");
          return { body: { chatId: id, text: question ? textOf(question.parts) : "", trigger, model: body?.model, locale } };
        },
      }),
    [locale],
  );
  const chat = useChat({ id: chatId, messages: base, transport });
  const started = useRef(false);
  useEffect(() => {
    onStop(() => void chat.stop());
    if (started.current) return;
    started.current = true;
    if (request.kind === "send") void chat.sendMessage({ text: request.text }, { body: { model: request.model } });
    else if (request.kind === "regenerate") void chat.regenerate({ body: { model: request.model } });
    else void chat.resumeStream();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  const streaming = chat.status === "submitted" || chat.status === "streaming";
  useEffect(() => {
    onChange({ messages: chat.messages, streaming, error: chat.status === "error" ? (chat.error?.message ?? "") : null });
  }, [chat.messages, streaming, chat.status]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}
