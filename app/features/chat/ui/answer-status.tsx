import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "#app/platform/i18n/use-translation";
import type { MessageStatus } from "../messages";

const SayContext = createContext<(text: string) => void>(() => {});

/**
 * The chat's one status line for screen readers: "Kolleague is writing…" while an answer is written in this
 * page, then how it ended, and what the page did (an answer copied). The answer itself is read with the virtual
 * cursor: a live region around the list read it out word by word, or only its last button. Held by the chat's
 * layout, so the line is already in the page when the first question's conversation opens; another page
 * (another conversation) starts it empty.
 */
export function ChatStatus({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [said, setSaid] = useState({ text: "", pathname });
  if (said.pathname !== pathname) setSaid({ text: "", pathname });
  // The same words twice in a row (a second copy) are read again: a trailing no-break space alternates.
  const say = useCallback(
    (text: string) => setSaid((previous) => ({ ...previous, text: text !== "" && previous.text === text ? `${text}\u00a0` : text })),
    [],
  );
  return (
    <SayContext.Provider value={say}>
      {children}
      <p role="status" className="sr-only">
        {said.text}
      </p>
    </SayContext.Provider>
  );
}

/** Says something on the chat's status line; outside the chat (the no-JS live page) nothing. */
export function useSay() {
  return useContext(SayContext);
}

/** Tells the status line when the conversation's answer starts being written and how it ended. */
export function useAnswerStatus(writing: boolean, endedAs: MessageStatus | undefined) {
  const { t } = useTranslation("chat");
  const say = useSay();
  const was = useRef<boolean | null>(null);
  useEffect(() => {
    if (was.current === writing) return;
    const before = was.current;
    was.current = writing;
    // A failed answer brings its own alert in the message.
    if (writing) say(t("message.writing"));
    else if (before) say(endedAs === "complete" ? t("message.complete") : endedAs === "stopped" ? t("message.stopped") : "");
  }, [writing, endedAs, say, t]);
}
