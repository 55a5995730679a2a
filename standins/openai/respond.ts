/**
 * Writes a planned reply as OpenAI does: one `chat.completion` JSON, or server-sent events of
 * `chat.completion.chunk` ending in `data: [DONE]`.
 *
 * Streaming mirrors the real server: the first chunk carries the role (with `content: ""` for text,
 * `content: null` plus the call's id and name for a tool call), then one chunk per word (or per slice of
 * the tool's arguments), a chunk with an empty delta and the finish reason, and, when the request asked
 * for `stream_options.include_usage`, a last chunk with no choices and the usage (earlier chunks then
 * carry `usage: null`).
 */
import type { ServerResponse } from "node:http";
import type { Fault, LoggedRequest } from "./control";
import { completionId, countTokens, toolCallId, usageOf, type ChatRequest, type FinishReason } from "./protocol";
import type { Reply } from "./reply";

/** Deltas sent before a stall / an aborted connection: the role chunk and a few words. */
const STALL_AFTER = 4;
const FAIL_AFTER = 6;
const ARGUMENT_SLICES = 3;

interface Planned {
  deltas: Array<Record<string, unknown>>;
  finishReason: FinishReason;
  completionTokens: number;
  message: Record<string, unknown>;
}

/** Words with their trailing whitespace, so the chunks join to exactly the text. */
export function wordTokens(text: string): string[] {
  const leading = /^\s*/.exec(text)?.[0] ?? "";
  const words = text.slice(leading.length).match(/\S+\s*/g) ?? [];
  if (leading && words.length) words[0] = leading + words[0];
  return words;
}

/** The text cut to the request's output limit (counted in words here), as a real model stops at "length". */
function plan(reply: Reply, request: ChatRequest): Planned {
  if (reply.kind === "text") {
    const limit = request.max_completion_tokens ?? request.max_tokens;
    const all = wordTokens(reply.text);
    const words = limit !== undefined && limit > 0 && all.length > limit ? all.slice(0, limit) : all;
    const text = words.join("");
    return {
      deltas: [{ role: "assistant", content: "", refusal: null }, ...words.map((word) => ({ content: word }))],
      finishReason: words.length < all.length ? "length" : "stop",
      completionTokens: countTokens(text),
      message: { role: "assistant", content: text, refusal: null, annotations: [] },
    };
  }
  const id = toolCallId();
  const size = Math.ceil(reply.arguments.length / ARGUMENT_SLICES);
  const slices = Array.from({ length: ARGUMENT_SLICES }, (_, i) => reply.arguments.slice(i * size, (i + 1) * size)).filter(Boolean);
  const call = { index: 0, id, type: "function", function: { name: reply.name, arguments: "" } };
  // Text before a call (what a model says while it goes on to the next step) streams first, word by word.
  const words = reply.text ? wordTokens(reply.text) : [];
  const opening = words.length
    ? [{ role: "assistant", content: "", refusal: null }, ...words.map((word) => ({ content: word })), { tool_calls: [call] }]
    : [{ role: "assistant", content: null, tool_calls: [call], refusal: null }];
  return {
    deltas: [...opening, ...slices.map((slice) => ({ tool_calls: [{ index: 0, function: { arguments: slice } }] }))],
    finishReason: "tool_calls",
    completionTokens: countTokens(reply.name) + countTokens(reply.arguments) + countTokens(reply.text ?? ""),
    message: {
      role: "assistant",
      content: reply.text ?? null,
      refusal: null,
      annotations: [],
      tool_calls: [{ id, type: "function", function: { name: reply.name, arguments: reply.arguments } }],
    },
  };
}

const wait = (ms: number) => new Promise<void>((resolve) => (ms > 0 ? setTimeout(resolve, ms) : setImmediate(resolve)));

export function sendCompletion(res: ServerResponse, request: ChatRequest, reply: Reply): void {
  const planned = plan(reply, request);
  const body = {
    id: completionId(),
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: request.model,
    system_fingerprint: "fp_kolleague_standin",
    choices: [{ index: 0, message: planned.message, logprobs: null, finish_reason: planned.finishReason }],
    usage: usageOf(request, planned.completionTokens),
  };
  res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
}

export async function streamCompletion(options: {
  res: ServerResponse;
  request: ChatRequest;
  reply: Reply;
  fault: Fault | null;
  delayMs: () => number;
  logged: LoggedRequest;
}): Promise<void> {
  const { res, request, logged, fault } = options;
  const planned = plan(options.reply, request);
  const includeUsage = request.stream_options?.include_usage === true;
  const base = {
    id: completionId(),
    object: "chat.completion.chunk",
    created: Math.floor(Date.now() / 1000),
    model: request.model,
    system_fingerprint: "fp_kolleague_standin",
  };
  let closed = false;
  res.on("close", () => {
    closed = true;
    if (logged.outcome === "streaming" || logged.outcome === "stalled") logged.outcome = "aborted";
  });
  const send = (choices: unknown[], usage?: unknown) =>
    res.write(`data: ${JSON.stringify({ ...base, choices, ...(includeUsage ? { usage: usage ?? null } : {}) })}\n\n`);

  res.writeHead(200, { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache", connection: "keep-alive" });
  res.flushHeaders();
  // A short reply (a tool call) still gets its fault: before its last delta at the latest.
  const stallAt = Math.min(STALL_AFTER, planned.deltas.length - 1);
  const failAt = Math.min(FAIL_AFTER, planned.deltas.length - 1);
  for (const [index, delta] of planned.deltas.entries()) {
    if (closed) return;
    if (fault === "stall" && index === stallAt) {
      // Nothing more is sent; the socket stays open until the client gives up (or the stand-in stops).
      logged.outcome = "stalled";
      return;
    }
    if (fault === "fail-mid" && index === failAt) {
      logged.outcome = "fail-mid";
      // The words sent so far reach the client before the cut: an SSE comment's write callback fires
      // once everything before it is flushed to the socket.
      await new Promise<void>((resolve) => res.write(": cut\n\n", () => resolve()));
      res.destroy();
      return;
    }
    send([{ index: 0, delta, logprobs: null, finish_reason: null }]);
    if (index === 0) continue;
    logged.sentAt.push(performance.timeOrigin + performance.now());
    await wait(options.delayMs());
  }
  if (closed) return;
  send([{ index: 0, delta: {}, logprobs: null, finish_reason: planned.finishReason }]);
  if (includeUsage) send([], usageOf(request, planned.completionTokens));
  res.end("data: [DONE]\n\n");
  logged.outcome = "complete";
}
