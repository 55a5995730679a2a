import type { RouterContextProvider } from "react-router";
import { getEnv } from "#app/config/env.server";
import { chatModels } from "./provider.server";

export interface ChatAllowance {
  messagesPerDay: number;
  /** Allowed model ids, a subset of AI_MODELS; the first allowed one is the default. */
  models: readonly string[];
}

/**
 * What the user's plan allows in the chat. The one seam for memberships: today every user has the free
 * plan's defaults (CHAT_MESSAGES_PER_DAY, every allow-listed model).
 */
export async function chatAllowance(_context: Readonly<RouterContextProvider>, _userId: string): Promise<ChatAllowance> {
  return { messagesPerDay: getEnv().CHAT_MESSAGES_PER_DAY, models: chatModels().map((model) => model.id) };
}
