import type { SubmissionResult } from "@conform-to/react";
import type { UIMessage } from "ai";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { useLocale } from "#app/platform/i18n/use-locale";
import { isActive, type ChatMessageView, type MessageStatus } from "../messages";
import type { ModelOption } from "../models";
import { PROVIDER_ERROR } from "../provider-error";
import { Composer } from "./composer";
import { AnswerControls } from "./controls";
import type { LiveRequest, LiveState } from "./live-session";
import { MessageItem } from "./message-item";
import { preloadLiveSession } from "./preload-live";
import { useHydrated } from "#app/lib/use-hydrated";

const LiveSession = lazy(preloadLiveSession);

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
 * The conversation. The stored messages (loader) are the truth; while an answer streams to this tab, the
 * live session's copy (useChat, loaded on demand) is shown instead, and the loader is read again when it
 * ends. Without JavaScript the same markup comes from the server, the answer streamed into it.
 */
export function Conversation({ chatId, liveAnswerId, messages, models, model: initialModel, lastResult }: ConversationProps) {
  const locale = useLocale();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const stopper = useFetcher();
  const [model, setModel] = useState(initialModel);
  /** The live session asked for; `seq` tells sessions apart, so a late clean-up of one never ends the next. */
  const [asked, setAsked] = useState<{ seq: number; request: LiveRequest; base: UIMessage[] } | null>(null);
  const [live, setLive] = useState<LiveState | null>(null);
  // Shown from the first moment of a live answer until the stored state has been read again after it.
  const [showLive, setShowLive] = useState(false);
  // A document loaded mid-answer had the answer streamed into its HTML, and hydrates only once it is
  // complete, with loader data from before. That server-written answer stays until the rows are read again.
  const [serverAnswer, setServerAnswer] = useState(() => (hydrated ? null : (liveAnswerId ?? null)));
  const stopLive = useRef<() => void>(() => {});
  const session = useRef(0);
  const wasStreaming = useRef(false);
  const sentFrom = useRef<{ form: HTMLFormElement; text: string } | null>(null);
  const last = messages.at(-1);
  const storedActive = Boolean(last && last.role === "assistant" && isActive(last.status));
  const streaming = live?.streaming ?? false;

  // An answer being written when the page loads: follow it live (when this instance writes it).
  const resume = hydrated && storedActive && !asked ? { seq: 0, request: { kind: "resume" } as const, base: toUI(messages) } : null;
  const current = asked ?? resume;

  /** What the live session reports; its transitions drive the page (a callback, not an effect). */
  const onLive = (state: LiveState) => {
    setLive(state);
    if (state.streaming) {
      wasStreaming.current = true;
      setShowLive(true);
      return;
    }
    if (!wasStreaming.current) return;
    wasStreaming.current = false;
    // Refused (limit, model …): the question goes back into the field, nothing typed is lost.
    const field = sentFrom.current?.form.elements.namedItem("text");
    if (state.error && field instanceof HTMLTextAreaElement && field.value === "") field.value = sentFrom.current!.text;
    sentFrom.current = null;
    // A follow-up asked meanwhile has its own session: only the finished one is put away.
    const finished = session.current;
    void revalidator.revalidate().then(() => {
      if (session.current !== finished) return;
      setShowLive(false);
      setAsked(null);
    });
  };

  useEffect(() => {
    if (serverAnswer) void revalidator.revalidate().finally(() => setServerAnswer(null));
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  // An answer written elsewhere (another instance): follow the stored rows.
  useEffect(() => {
    if (!storedActive || streaming || revalidator.state !== "idle") return;
    const timer = setTimeout(() => void revalidator.revalidate(), 1000);
    return () => clearTimeout(timer);
  }, [storedActive, streaming, revalidator.state, messages]); // eslint-disable-line react-hooks/exhaustive-deps

  const statusOf = new Map<string, MessageStatus>(messages.map((m) => [m.id, m.status]));
  const liveMessages = showLive && live && live.messages.length > 0 ? live.messages : null;
  const shown: { id: string; role: "user" | "assistant"; parts: UIMessage["parts"]; status: MessageStatus }[] = liveMessages
    ? liveMessages.map((m, index, all) => ({
        id: m.id,
        role: m.role === "user" ? "user" : "assistant",
        parts: m.parts,
        status: index === all.length - 1 && m.role === "assistant" && streaming ? "streaming" : (statusOf.get(m.id) ?? "complete"),
      }))
    : messages;
  const lastShown = shown.at(-1);
  const active = streaming || storedActive;
  // A provider failure mid-answer shows on the stored answer (failed, "try again"), not as a form error.
  const streamError = live?.error && live.error !== PROVIDER_ERROR && !live.error.startsWith("{") ? live.error : null;

  const start = (request: LiveRequest) => {
    session.current += 1;
    // Continue from what is on screen: a just-finished answer may not be in the loader data yet.
    const base = liveMessages ?? toUI(messages.filter((m) => !isActive(m.status)));
    setLive(null);
    setAsked({ seq: session.current, request, base });
  };
  return (
    <div className="flex flex-col gap-4">
      {current ? (
        <Suspense fallback={null}>
          <LiveSession
            key={current.seq}
            chatId={chatId}
            locale={locale}
            base={current.base}
            request={current.request}
            onChange={onLive}
            onStop={(stop) => (stopLive.current = stop)}
          />
        </Suspense>
      ) : null}
      {/* Announced once an answer is complete, not token by token. */}
      <ol className="flex flex-col gap-3" aria-live="polite" aria-busy={active}>
        {shown.map((m) => (
          <MessageItem key={m.id} id={m.id} role={m.role} parts={m.parts} status={m.status} locale={locale} live={m.id === serverAnswer} />
        ))}
      </ol>
      <AnswerControls
        active={active}
        canRegenerate={lastShown?.role === "assistant"}
        failed={lastShown?.status === "failed"}
        model={model}
        onStop={() => {
          stopLive.current();
          void stopper.submit({ intent: "stop" }, { method: "post" });
        }}
        onRegenerate={() => start({ kind: "regenerate", model })}
      />
      <Composer
        id={`composer-${chatId}`}
        models={models}
        model={model}
        lastResult={lastResult}
        streamError={streamError}
        busy={active}
        onModelChange={setModel}
        onFocus={() => void preloadLiveSession()}
        onSend={(value, form) => {
          sentFrom.current = { form, text: value.text };
          start({ kind: "send", text: value.text, model: value.model });
          form.reset();
        }}
      />
    </div>
  );
}
