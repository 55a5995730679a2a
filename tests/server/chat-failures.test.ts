import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOpenAIStandIn, type OpenAIStandIn } from "../../standins/openai/index";
import { startApp, type RunningApp } from "../support/app-server";
import { postForm } from "../support/http";
import { signedInUser } from "../support/account";
import { ask, chatIdOf, messagesOf, MODEL, settledAnswer, textOf } from "../support/chat";
import { pollUntil } from "../support/poll";

// Its own stand-in: these tests switch it into failure modes, which must not reach other test files.
let standIn: OpenAIStandIn;
let app: RunningApp;

beforeAll(async () => {
  standIn = await startOpenAIStandIn({ port: 0, delayMs: 5, quiet: true });
  app = await startApp({ OPENAI_BASE_URL: standIn.baseURL, CHAT_STALL_SECONDS: "3" });
});
afterAll(async () => {
  await app.stop();
  await standIn.stop();
});

const page = (target: RunningApp, cookie: string, chatId: string, prefix = "") =>
  fetch(`${target.url}${prefix}/ai-chat/${chatId}`, { headers: { Cookie: cookie } }).then((r) => r.text());

describe("when the model provider fails", () => {
  it("shows the localized error with try again, keeps the question, logs the request id, and retry works", async () => {
    const user = await signedInUser("Failure");
    standIn.control.setMode("fail");
    const chatId = chatIdOf(await ask(app, user.cookie, "Was kostet eine Wohnung in Berlin?", { lang: "de" }));
    const failed = await settledAnswer(chatId);
    expect(failed.status).toBe("failed");
    const html = await page(app, user.cookie, chatId, "/de");
    expect(html).toContain(
      "Beim Laden des Chatbots ist ein Fehler aufgetreten. Diese Antwort konnte nicht fertig geschrieben werden; versuch es noch einmal.",
    );
    expect(html).toContain("Erneut versuchen");
    expect(html).toContain("Was kostet eine Wohnung in Berlin?");
    expect(html).not.toMatch(/standin_failure|APICallError/);
    expect(app.logs()).toMatch(/"requestId":"[^"]+"[^\n]*"msg":"chat: the model provider failed"/);

    standIn.control.setMode("normal");
    const retry = await postForm(app, `/de/ai-chat/${chatId}`, { intent: "regenerate", model: MODEL }, { Cookie: user.cookie });
    expect(retry.status).toBe(303);
    const answer = await settledAnswer(chatId);
    expect(answer.status).toBe("complete");
    expect(textOf(answer.parts)).toContain("Rechts- oder Steuerberatung");
    const messages = await messagesOf(chatId);
    expect(messages.map((m) => m.role)).toEqual(["user", "assistant"]);
  });
});

describe("an instance killed while answering", () => {
  it("leaves an answer that another instance shows as failed with try again", async () => {
    const user = await signedInUser("Killed");
    const doomed = await startApp({ OPENAI_BASE_URL: standIn.baseURL, CHAT_STALL_SECONDS: "3" });
    const chatId = chatIdOf(await ask(doomed, user.cookie, "[[stall]] Tell me about Grunderwerbsteuer"));
    // Wait until the writer has stored the first words, then kill the instance without a goodbye.
    await streamingWithText(chatId);
    await doomed.stop("SIGKILL");
    const stored = (await messagesOf(chatId)).at(-1)!;
    expect(stored.status).toBe("streaming");

    // A restarted (or any other) instance renders the dead answer as failed once its heartbeat is old.
    const restarted = await startApp({ OPENAI_BASE_URL: standIn.baseURL, CHAT_STALL_SECONDS: "3" });
    try {
      const html = await pollUntil(
        "the restarted instance offering try again",
        () => page(restarted, user.cookie, chatId),
        (body) => body.includes("Try again"),
        { timeoutMs: 10_000, intervalMs: 250 },
      );
      expect(html).toContain("An error occurred during chatbot loading. This answer could not be finished; try again.");
      expect(html).toContain("Tell me about Grunderwerbsteuer");
      const again = await postForm(restarted, `/ai-chat/${chatId}`, { intent: "regenerate", model: MODEL }, { Cookie: user.cookie });
      expect(again.status).toBe(303);
    } finally {
      await restarted.stop();
    }
  });
});

describe("stopping from anywhere", () => {
  it("a stop asked on another instance reaches the writer through the database and keeps the partial answer", async () => {
    const user = await signedInUser("Stopper");
    const [writer, other] = await Promise.all([startApp({ OPENAI_BASE_URL: standIn.baseURL }), startApp({ OPENAI_BASE_URL: standIn.baseURL })]);
    try {
      const chatId = chatIdOf(await ask(writer, user.cookie, "[[stall]] Explain the land register"));
      await streamingWithText(chatId);
      expect((await postForm(other, `/ai-chat/${chatId}`, { intent: "stop" }, { Cookie: user.cookie })).status).toBe(303);
      const stopped = await settledAnswer(chatId);
      expect(stopped.status).toBe("stopped");
      expect(textOf(stopped.parts).length).toBeGreaterThan(0);
      await until(() =>
        standIn.control.requests().some((r) => JSON.stringify(r.body).includes("Explain the land register") && r.outcome === "aborted"),
      );

      // Deleting a conversation ends its answer too: the writer finds its row gone and aborts the call.
      const second = chatIdOf(await ask(writer, user.cookie, "[[stall]] Another long one"));
      await streamingWithText(second);
      expect((await postForm(other, `/ai-chat/${second}`, { intent: "delete" }, { Cookie: user.cookie })).status).toBe(302);
      await until(() => standIn.control.requests().some((r) => JSON.stringify(r.body).includes("Another long one") && r.outcome === "aborted"));
    } finally {
      await Promise.all([writer.stop(), other.stop()]);
    }
  });
});

const until = (condition: () => boolean | Promise<boolean>, timeoutMs = 10_000) =>
  pollUntil("the condition", condition, (met) => met, { timeoutMs, intervalMs: 50 });

async function streamingWithText(chatId: string) {
  await until(async () => (await messagesOf(chatId)).some((m) => m.role === "assistant" && m.status === "streaming" && textOf(m.parts).length > 0));
}
