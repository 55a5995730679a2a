import type { UIMessage } from "ai";
import { describe, expect, it } from "vitest";
import { applyEvent, changeEvent, type AnswerView } from "./feed";

const text = (value: string): UIMessage["parts"][number] => ({ type: "text", text: value });
const card = {
  type: "tool-calculate_property",
  toolCallId: "c1",
  state: "output-available",
  input: {},
  output: { ok: true },
} as UIMessage["parts"][number];

/** Replays a series of stored states through the feed's events, as a reader receives them. */
function replay(states: AnswerView[]) {
  let sent: AnswerView = { parts: [], status: "pending" };
  let read: AnswerView = { parts: [], status: "pending" };
  const events = [];
  for (const state of states) {
    const event = changeEvent(sent, state);
    if (!event) continue;
    events.push(event);
    sent = applyEvent(sent, event);
    read = applyEvent(read, event);
  }
  return { events, read };
}

describe("the answer feed's events", () => {
  it("send growing text as deltas, anything else as the whole parts, and end with the stored state", () => {
    const { events, read } = replay([
      { parts: [], status: "pending" },
      { parts: [text("Die")], status: "streaming" },
      { parts: [text("Die Grunderwerbsteuer")], status: "streaming" },
      { parts: [text("Die Grunderwerbsteuer")], status: "streaming" },
      { parts: [text("Die Grunderwerbsteuer"), card], status: "streaming" },
      { parts: [text("Die Grunderwerbsteuer"), card, text("Fertig.")], status: "complete" },
    ]);
    expect(events.map((e) => e.type)).toEqual(["parts", "text-delta", "parts", "finish"]);
    expect(events[1]).toEqual({ type: "text-delta", delta: " Grunderwerbsteuer" });
    expect(read).toEqual({ parts: [text("Die Grunderwerbsteuer"), card, text("Fertig.")], status: "complete" });
  });

  it("end a stopped or failed answer with abort, keeping what was written", () => {
    const { events, read } = replay([
      { parts: [text("Half")], status: "streaming" },
      { parts: [text("Half an answer")], status: "stopped" },
    ]);
    expect(events.at(-1)).toEqual({ type: "abort", parts: [text("Half an answer")], status: "stopped" });
    expect(read.status).toBe("stopped");
  });

  it("replace text that changed other than by growing", () => {
    expect(changeEvent({ parts: [text("abc")], status: "streaming" }, { parts: [text("abd")], status: "streaming" })).toEqual({
      type: "parts",
      parts: [text("abd")],
    });
  });
});
