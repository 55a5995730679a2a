/**
 * Failing and stalling on request, through the real `@ai-sdk/openai` client: magic words per request and
 * the global mode set over HTTP. Sync points are the stand-in's logged outcomes, polled, never sleeps.
 */
import { createOpenAI } from "@ai-sdk/openai";
import { APICallError, generateText, streamText } from "ai";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SLOW_DELAY_MS } from "./control";
import { startOpenAIStandIn, type OpenAIStandIn } from "./index";

let standIn: OpenAIStandIn;
let provider: ReturnType<typeof createOpenAI>;

beforeAll(async () => {
  standIn = await startOpenAIStandIn({ port: 0, delayMs: 0, quiet: true });
  provider = createOpenAI({ baseURL: standIn.baseURL, apiKey: standIn.apiKey });
});
afterAll(() => standIn.stop());
beforeEach(() => standIn.control.reset());

const model = () => provider.chat("kolleague-local");
const outcomes = () => standIn.control.requests().map((request) => request.outcome);
const lastOutcome = () => standIn.control.requests().at(-1)?.outcome;

async function setMode(body: unknown) {
  const response = await fetch(`${standIn.url}/__standin/mode`, { method: "POST", body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Streams until `stopAfter` words arrived (then aborts once the stand-in reports the stall), or to the end. */
async function streamWords(prompt: string, stopAfter?: number) {
  const controller = new AbortController();
  const result = streamText({ model: model(), prompt, maxRetries: 0, abortSignal: controller.signal });
  const words: string[] = [];
  const errors: unknown[] = [];
  const kinds: string[] = [];
  try {
    for await (const part of result.stream) {
      kinds.push(part.type);
      if (part.type === "error") errors.push(part.error);
      if (part.type !== "text-delta" || !part.text) continue;
      words.push(part.text);
      if (words.length === stopAfter) {
        await expect.poll(lastOutcome).toBe("stalled");
        controller.abort();
      }
    }
  } catch (error) {
    // A connection cut mid-stream is thrown from the iteration, not sent as an error part.
    errors.push(error);
  }
  return { words, errors, kinds };
}

describe("magic words", () => {
  it("[[fail]] answers 500 in OpenAI's error shape", async () => {
    const error = await generateText({ model: model(), prompt: "[[fail]] Hallo", maxRetries: 0 }).catch((e: unknown) => e);
    expect(APICallError.isInstance(error)).toBe(true);
    expect((error as APICallError).statusCode).toBe(500);
    expect((error as APICallError).isRetryable).toBe(true);
    expect(JSON.parse((error as APICallError).responseBody!)).toMatchObject({ error: { type: "server_error", code: "standin_failure" } });
    expect(outcomes()).toEqual(["failed"]);
  });

  it("[[fail-mid]] streams five words, then cuts the connection", async () => {
    const { words, errors } = await streamWords("[[fail-mid]] Tell me about financing");
    expect(words).toEqual(["Hi! ", "I ", "am ", "**kolleague-local**, ", "Kolleague's "]);
    expect(errors).toHaveLength(1);
    expect(APICallError.isInstance(errors[0])).toBe(true);
    expect(lastOutcome()).toBe("fail-mid");
  });

  it("[[stall]] streams three words, then holds the connection open until the client aborts", async () => {
    const { words, kinds } = await streamWords("[[stall]] Tell me about financing", 3);
    expect(words).toEqual(["Hi! ", "I ", "am "]);
    expect(kinds).toContain("abort");
    await expect.poll(lastOutcome).toBe("aborted");
  });
});

it("[[slow]] paces that answer at 250 ms per word", async () => {
  const result = streamText({ model: model(), prompt: "[[slow]] Tell me about financing", maxOutputTokens: 3 });
  await result.consumeStream();
  const sentAt = standIn.control.requests().at(-1)!.sentAt;
  expect(sentAt).toHaveLength(3);
  // A lower bound only (timers never fire early by more than a millisecond); speed is not tested here.
  expect(sentAt[1]! - sentAt[0]!).toBeGreaterThanOrEqual(SLOW_DELAY_MS - 1);
  expect(sentAt[2]! - sentAt[1]!).toBeGreaterThanOrEqual(SLOW_DELAY_MS - 1);
});

describe("the mode set over HTTP", () => {
  it("fails the next completions as often as told, then answers normally again", async () => {
    expect(await setMode({ mode: "fail", times: 1 })).toEqual({ status: 200, body: { mode: "fail", times: 1, delayMs: 0 } });
    const error = await generateText({ model: model(), prompt: "Hello", maxRetries: 0 }).catch((e: unknown) => e);
    expect((error as APICallError).statusCode).toBe(500);
    const retried = await generateText({ model: model(), prompt: "Hello", maxRetries: 0 });
    expect(retried.text).toContain("local test model");
    expect((await (await fetch(`${standIn.url}/__standin/mode`)).json()).mode).toBe("normal");
  });

  it("stalls every completion until set back to normal", async () => {
    await setMode({ mode: "stall" });
    const { words } = await streamWords("Tell me about financing", 3);
    expect(words).toHaveLength(3);
    await expect.poll(lastOutcome).toBe("aborted");

    const controller = new AbortController();
    const pending = generateText({ model: model(), prompt: "Hello", maxRetries: 0, abortSignal: controller.signal }).catch((e: unknown) => e);
    await expect.poll(lastOutcome).toBe("stalled");
    controller.abort();
    expect(await pending).toBeInstanceOf(Error);
    await expect.poll(lastOutcome).toBe("aborted");

    await setMode({ mode: "normal" });
    const { words: all, errors } = await streamWords("Tell me about financing");
    expect(errors).toEqual([]);
    expect(all.length).toBeGreaterThan(20);
  });

  it("refuses a mode it does not know", async () => {
    expect((await setMode({ mode: "explode" })).status).toBe(400);
    expect((await setMode({ mode: "fail", times: 0 })).status).toBe(400);
    expect((await setMode({ delayMs: -1 })).status).toBe(400);
    expect(standIn.control.state()).toEqual({ mode: "normal", times: null, delayMs: 0 });
  });
});

it("stops promptly although a stalled stream is still open", async () => {
  const other = await startOpenAIStandIn({ port: 0, delayMs: 0, quiet: true });
  const client = createOpenAI({ baseURL: other.baseURL, apiKey: other.apiKey });
  const pending = generateText({ model: client.chat("kolleague-local"), prompt: "[[stall]] Hi", maxRetries: 0 }).catch((e: unknown) => e);
  await expect.poll(() => other.control.requests().at(-1)?.outcome).toBe("stalled");
  await other.stop();
  expect(await pending).toBeInstanceOf(Error);
});
