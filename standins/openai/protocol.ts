/**
 * The part of OpenAI's Chat Completions wire format the stand-in speaks: what `@ai-sdk/openai`'s
 * `provider.chat(id)` sends and parses (request body, `chat.completion`, `chat.completion.chunk`, the
 * error object). Field names are OpenAI's, hence snake_case.
 */
import { randomBytes } from "node:crypto";

export type ContentPart = { type: string; text?: string };

export interface ToolCall {
  id: string;
  type: "function";
  function: { name: string; arguments: string };
}

export interface ChatMessage {
  role: "system" | "developer" | "user" | "assistant" | "tool";
  content?: string | ContentPart[] | null;
  tool_calls?: ToolCall[];
  tool_call_id?: string;
}

export interface ChatTool {
  type: "function";
  function: { name: string; description?: string; parameters?: { properties?: Record<string, unknown> } };
}

export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  tools?: ChatTool[];
  tool_choice?: "auto" | "none" | "required" | { type: "function"; function: { name: string } };
  max_tokens?: number;
  max_completion_tokens?: number;
}

export interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

export type FinishReason = "stop" | "length" | "tool_calls";

/** The text of a message, whether sent as a string or as content parts. */
export function textOf(message: ChatMessage | undefined): string {
  if (!message?.content) return "";
  if (typeof message.content === "string") return message.content;
  return message.content.map((part) => part.text ?? "").join("");
}

/** OpenAI's error body: `{ error: { message, type, param, code } }`. */
export function errorBody(message: string, type: string, code: string | null = null, param: string | null = null) {
  return { error: { message, type, param, code } };
}

export const completionId = () => `chatcmpl-${randomBytes(12).toString("hex")}`;
export const toolCallId = () => `call_${randomBytes(12).toString("hex")}`;

/** A rough token count (words and punctuation runs), stable for equal input. */
export function countTokens(text: string): number {
  return text.match(/[\p{L}\p{N}]+|[^\s\p{L}\p{N}]/gu)?.length ?? 0;
}

export function usageOf(request: ChatRequest, completionTokens: number): Usage {
  const prompt = request.messages.reduce((sum, message) => sum + countTokens(textOf(message)) + 3, 0);
  return { prompt_tokens: prompt, completion_tokens: completionTokens, total_tokens: prompt + completionTokens };
}

/** Checks the request body enough to answer 400 like OpenAI instead of failing later. */
export function requestProblem(body: unknown): string | null {
  if (typeof body !== "object" || body === null) return "The request body must be a JSON object.";
  const request = body as Partial<ChatRequest>;
  if (typeof request.model !== "string" || !request.model) return "you must provide a model parameter";
  if (!Array.isArray(request.messages) || request.messages.length === 0) return "'messages' must be a non-empty array.";
  for (const [index, message] of request.messages.entries()) {
    if (typeof message !== "object" || message === null || typeof message.role !== "string") {
      return `Invalid value at 'messages[${index}]': each message needs a role.`;
    }
  }
  return null;
}
