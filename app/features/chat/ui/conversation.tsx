import type { SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { useLocale } from "#app/platform/i18n/use-locale";
import { useHydrated } from "#app/lib/use-hydrated";
import { isActive, type ChatMessageView } from "../messages";
import type { ModelOption } from "../models";
import { useAnswerStatus } from "./answer-status";
import { Composer } from "./composer";
import { AnswerControls } from "./controls";
import { MessageItem } from "./message-item";
import { useAnswerFeed } from "./use-answer-feed";

interface ConversationProps {
  chatId: string;
  /** The answer being written when the page was loaded; a document request has it streamed into its HTML. */
  liveAnswerId?: string | null;
  messages: ChatMessageView[];
  models: ModelOption[];
  model: string;
  lastResult?: SubmissionResult<string[]> | null;
}

/**
 * The conversation: the stored messages (loader), with the answer being written shown as the answer feed
 * delivers it (the same stored row, as it grows). Every form posts to the page's action, with or without
 * JavaScript; without it the server streams the answer into the document instead.
 */
export function Conversation({ chatId, liveAnswerId, messages, models, model: initialModel, lastResult }: ConversationProps) {
  const locale = useLocale();
  const hydrated = useHydrated();
  const [model, setModel] = useState(initialModel);
  // Rendered by the server mid-answer, this document carries the answer in its HTML (no-JS view) until the
  // feed's first view replaces it; a page reached by client navigation never has one.
  const [documentAnswerId] = useState(() => (hydrated ? null : (liveAnswerId ?? null)));
  const last = messages.at(-1);
  const writing = last && last.role === "assistant" && isActive(last.status) ? last.id : null;
  const fed = useAnswerFeed(chatId, writing);
  // The feed's view stands in for a stored answer still marked as being written; once the rows say it is
  // done, they are shown: the feed's last view was that same stored state, so the hand-over changes nothing.
  const shown = messages.map((m) => (fed && m.id === fed.answerId && isActive(m.status) ? { ...m, ...fed.view } : m));
  const lastShown = shown.at(-1);
  const active = Boolean(lastShown && lastShown.role === "assistant" && isActive(lastShown.status));
  const lastQuestion = messages.findLast((m) => m.role === "user");
  // The composer follows the answer in the document, and a streamed document's rest (with the script that
  // hydrates it) reaches the browser only once that answer has ended: for the document's own answer the form
  // therefore arrives ready for a follow-up, without JavaScript and with it (the same HTML hydrates). A post
  // that still finds an answer being written gets the server's "busy" refusal, with the question kept.
  const busy = active && lastShown?.id !== documentAnswerId;
  useAnswerStatus(busy, lastShown?.status);
  return (
    <div className="flex flex-col gap-4">
      {/* Not a live region: the chat's status line says when an answer is being written and when it is done. */}
      <ol className="flex flex-col gap-3">
        {shown.map((m) => (
          <MessageItem
            key={m.id}
            id={m.id}
            role={m.role}
            parts={m.parts}
            status={m.status}
            locale={locale}
            // Until the feed or the stored rows take over: an answer that ended before the feed was asked
            // (204) is only in the rows, and once they say it is done, the streamed copy must go.
            live={m.id === documentAnswerId && isActive(m.status) && fed?.answerId !== m.id}
          />
        ))}
      </ol>
      <AnswerControls active={active} canRegenerate={lastShown?.role === "assistant"} failed={lastShown?.status === "failed"} model={model} />
      <Composer
        // A question accepted is a new message: the field starts empty again (a refused one keeps its text).
        key={lastQuestion?.id ?? "first"}
        id={`composer-${chatId}`}
        models={models}
        model={model}
        lastResult={lastResult}
        busy={busy}
        onModelChange={setModel}
      />
    </div>
  );
}
