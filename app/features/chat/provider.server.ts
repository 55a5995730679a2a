import { createOpenAI } from "@ai-sdk/openai";
import type { LanguageModel } from "ai";
import { getEnv } from "#app/config/env.server";
import { LOCAL_OPENAI_API_KEY } from "@kolleague/local-stand-ins";
import { type ChatModel, parseModelList } from "#app/config/ai-models";

let models: ChatModel[] | undefined;
let provider: ReturnType<typeof createOpenAI> | undefined;

/** See displayStatus (messages.ts): how long an answer may go without a stored heartbeat. */
export function stallMs(): number {
  return getEnv().CHAT_STALL_SECONDS * 1000;
}

/** The writer gives up on a model that sent nothing for this long, well before readers call it stalled. */
export function modelSilenceMs(): number {
  return Math.round((stallMs() * 2) / 3);
}

/** The cap on every model call's output (CHAT_MAX_OUTPUT_TOKENS): an answer, and each step after a tool result. */
export function maxOutputTokens(): number {
  return getEnv().CHAT_MAX_OUTPUT_TOKENS;
}

/** The allow-list from AI_MODELS (validated at start-up); the first is the default. */
export function chatModels(): ChatModel[] {
  models ??= parseModelList(getEnv().AI_MODELS) ?? [];
  return models;
}

/**
 * The model behind an allow-listed id, over the Chat Completions API: that is what OpenAI-compatible
 * servers (EU-hosted ones, vLLM, the local stand-in) speak, unlike OpenAI's Responses API.
 */
export function languageModel(modelId: string): LanguageModel {
  const env = getEnv();
  // Without a key only the local stand-in can be meant (refused on a public deployment); it takes any key.
  provider ??= createOpenAI({ baseURL: env.OPENAI_BASE_URL, apiKey: env.OPENAI_API_KEY ?? LOCAL_OPENAI_API_KEY });
  return provider.chat(modelId);
}
