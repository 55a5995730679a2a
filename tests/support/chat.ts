import { expect } from "vitest";
import type { RunningApp } from "./app-server";
import { adminClient } from "./clients";
import { postForm } from "./http";
import { pollUntil } from "./poll";

export const MODEL = "kolleague-local";

/** Asks on /ai-chat without JavaScript (the form post); returns the response (303 when accepted). */
export function ask(app: RunningApp, cookie: string, text: string, options: { model?: string; lang?: "de" | "en" } = {}) {
  const prefix = options.lang === "de" ? "/de" : "";
  return postForm(app, `${prefix}/ai-chat?index`, { intent: "send", text, model: options.model ?? MODEL }, { Cookie: cookie });
}

/** The chat id from an accepted question's 303. */
export function chatIdOf(response: Response): string {
  expect(response.status).toBe(303);
  const id = /\/ai-chat\/([0-9a-f-]{36})$/.exec(response.headers.get("location") ?? "")?.[1];
  expect(id).toBeTruthy();
  return id!;
}

export async function messagesOf(chatId: string) {
  const { data } = await adminClient().from("chat_messages").select("id, role, status, parts, updated_at").eq("chat_id", chatId).order("created_at");
  return data ?? [];
}

/** Waits until the chat's last answer is no longer being written (polls the database; the deadline fails the test). */
export async function settledAnswer(chatId: string, timeoutMs = 15_000) {
  type Message = Awaited<ReturnType<typeof messagesOf>>[number];
  return pollUntil(
    `the last answer of chat ${chatId} settling`,
    async () => (await messagesOf(chatId)).at(-1),
    (last): last is Message => last?.role === "assistant" && !["pending", "streaming"].includes(last.status),
    { timeoutMs },
  );
}

export const textOf = (parts: unknown) =>
  (parts as { type: string; text?: string }[]).map((part) => (part.type === "text" ? part.text : "")).join("");
