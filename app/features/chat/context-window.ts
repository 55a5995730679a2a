import type { UIMessage } from "ai";
import { CONTEXT_BUDGET_CHARS } from "./limits";

function size(message: UIMessage): number {
  return JSON.stringify(message.parts).length;
}

/**
 * What of the conversation goes to the model: the newest messages that fit the budget, always at least
 * the last question. Older turns drop out whole, so the model never sees half a tool result.
 */
export function trimToBudget(messages: readonly UIMessage[], budget = CONTEXT_BUDGET_CHARS): UIMessage[] {
  const kept: UIMessage[] = [];
  let used = 0;
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i]!;
    used += size(message);
    if (used > budget && kept.length > 0) break;
    kept.unshift(message);
  }
  // A conversation sent to the model starts with a question.
  while (kept.length > 1 && kept[0]!.role !== "user") kept.shift();
  return kept;
}
