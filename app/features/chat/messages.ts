import type { UIMessage } from "ai";
import { MAX_TITLE_LENGTH } from "./limits";

export type MessageStatus = "pending" | "streaming" | "complete" | "stopped" | "failed";
export type ChatRole = "user" | "assistant";

/** A stored message as the pages see it: the AI SDK's parts plus where the answer stands. */
export interface ChatMessageView {
  id: string;
  role: ChatRole;
  parts: UIMessage["parts"];
  status: MessageStatus;
  model: string | null;
  createdAt: string;
}

export interface ChatSummary {
  id: string;
  title: string;
  model: string;
  updatedAt: string;
}

/**
 * The machine-readable "written by an AI" marking of an answer (Art. 50 (2) AI Act). The database puts the
 * same object into every assistant row's `metadata` (a trigger, so no path can leave it out); the live
 * stream sends it as the UI message's metadata, and the data export has it with the row.
 */
export interface AnswerMetadata {
  generatedBy: "ai";
  model: string | null;
}

export function answerMetadata(model: string | null): AnswerMetadata {
  return { generatedBy: "ai", model };
}

export function isActive(status: MessageStatus): boolean {
  return status === "pending" || status === "streaming";
}

/**
 * An answer still marked as being written but without a heartbeat for `stallMs` (CHAT_STALL_SECONDS) lost
 * its writer (the instance died or restarted): it shows as failed, with "try again", never as an endless
 * spinner.
 */
export function displayStatus(status: MessageStatus, updatedAt: string, now: number, stallMs: number): MessageStatus {
  return isActive(status) && now - Date.parse(updatedAt) > stallMs ? "failed" : status;
}

export function textOf(parts: UIMessage["parts"]): string {
  return parts.map((part) => (part.type === "text" ? part.text : "")).join("");
}

/** The first question names the conversation: its first line, cut at a word near MAX_TITLE_LENGTH / 2. */
export function titleFrom(text: string): string {
  const line = text.trim().split(/\r?\n/, 1)[0]!.replace(/\s+/g, " ");
  const limit = Math.floor(MAX_TITLE_LENGTH / 2);
  if (line.length <= limit) return line;
  const cut = line.slice(0, limit);
  const space = cut.lastIndexOf(" ");
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function toUIMessages(messages: readonly ChatMessageView[]): UIMessage[] {
  return messages.map((m) => ({ id: m.id, role: m.role, parts: m.parts }));
}
