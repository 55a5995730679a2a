import type { RouterContextProvider } from "react-router";
import { getEnv } from "#app/config/env.server";
import { entitlementsOf } from "#app/features/billing/subscriptions.server";
import { chatModels } from "./provider.server";

export interface ChatAllowance {
  messagesPerDay: number;
  /** Allowed model ids, a subset of AI_MODELS; the first allowed one is the default. */
  models: readonly string[];
}

/**
 * What the user's plan allows in the chat, from the billing entitlements (app/features/billing/plans.ts).
 * Free: CHAT_MESSAGES_PER_DAY (the operator's setting, default 20 as on /pricing) and the default model;
 * Plus: the Plus quota (never below the free one) and every allow-listed model.
 */
export async function chatAllowance(_context: Readonly<RouterContextProvider>, userId: string): Promise<ChatAllowance> {
  const entitlements = await entitlementsOf(userId);
  const free = getEnv().CHAT_MESSAGES_PER_DAY;
  const models = chatModels().map((model) => model.id);
  if (entitlements.plan === "free") return { messagesPerDay: free, models: models.slice(0, 1) };
  return { messagesPerDay: Math.max(free, entitlements.chatMessagesPerDay), models: entitlements.chatModels === "all" ? models : models.slice(0, 1) };
}
