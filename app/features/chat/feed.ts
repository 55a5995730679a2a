import type { UIMessage } from "ai";
import { isActive, type AnswerMetadata, type MessageStatus } from "./messages";

/** An answer as a reader sees it: its parts so far and where it stands (the stored row's two columns). */
export interface AnswerView {
  parts: UIMessage["parts"];
  status: MessageStatus;
}

/**
 * The answer feed's events for a script (one JSON object a line). The names follow the AI SDK's UI message
 * chunks: `start` with the answer's machine-readable marking, text as it grows, the whole parts when
 * something else changed (a tool card), and the end, `finish` or `abort`, with the stored final state.
 */
export type FeedEvent =
  | { type: "start"; answerId: string; messageMetadata: AnswerMetadata }
  | { type: "text-delta"; delta: string }
  | { type: "parts"; parts: UIMessage["parts"] }
  | { type: "finish" | "abort"; parts: UIMessage["parts"]; status: MessageStatus };

/** What a reader that has `before` needs to have `after`: nothing, the new text, or the whole parts. */
export function changeEvent(before: AnswerView, after: AnswerView): FeedEvent | null {
  if (!isActive(after.status)) return { type: after.status === "complete" ? "finish" : "abort", parts: after.parts, status: after.status };
  const delta = appendedText(before.parts, after.parts);
  if (delta === "") return null;
  if (delta !== null) return { type: "text-delta", delta };
  return { type: "parts", parts: after.parts };
}

/** The reader's view after an event. */
export function applyEvent(view: AnswerView, event: FeedEvent): AnswerView {
  switch (event.type) {
    case "start":
      return view;
    case "text-delta": {
      const last = view.parts.at(-1);
      if (last?.type !== "text") return { ...view, parts: [...view.parts, { type: "text", text: event.delta }] };
      return { ...view, parts: [...view.parts.slice(0, -1), { ...last, text: last.text + event.delta }] };
    }
    case "parts":
      return { ...view, parts: event.parts };
    default:
      return { parts: event.parts, status: event.status };
  }
}

/** The text added at the end when that is the only change ("" for none), else null. */
function appendedText(before: UIMessage["parts"], after: UIMessage["parts"]): string | null {
  if (JSON.stringify(before) === JSON.stringify(after)) return "";
  const last = after.at(-1);
  const previous = before.at(-1);
  if (before.length !== after.length || last?.type !== "text" || previous?.type !== "text") return null;
  if (!last.text.startsWith(previous.text) || JSON.stringify(before.slice(0, -1)) !== JSON.stringify(after.slice(0, -1))) return null;
  return last.text.slice(previous.text.length);
}
