import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOpenAIStandIn, type OpenAIStandIn } from "../../standins/openai/index";
import { startApp, type RunningApp } from "../support/app-server";
import { signedInUser } from "../support/account";
import { startBackendProxy } from "../support/backend-proxy";
import { ask, chatIdOf, messagesOf, textOf } from "../support/chat";
import { adminClient } from "../support/clients";
import { pollUntil } from "../support/poll";
import { appTestEnv } from "../support/test-env";
import { counterKey } from "../../app/platform/rate-limit/counter-key";

let standIn: OpenAIStandIn;

beforeAll(async () => {
  standIn = await startOpenAIStandIn({ port: 0, delayMs: 5, quiet: true });
});
afterAll(() => standIn.stop());

/** A conversation page read without JavaScript: the HTML so far, and the whole document once it ends. */
function openDocument(url: string, cookie: string) {
  let html = "";
  const whole = (async () => {
    const response = await fetch(url, { headers: { Cookie: cookie } });
    const decoder = new TextDecoder();
    for await (const chunk of response.body!) html += decoder.decode(chunk as Uint8Array, { stream: true });
    return html;
  })();
  const until = (what: string, done: (html: string) => boolean) => pollUntil(what, () => html, done, { intervalMs: 50 });
  return { whole, until };
}

describe("an instance told to stop (SIGTERM) while a page without JavaScript streams an answer", () => {
  it("ends the document with the note that the answer was interrupted, in the reader's language, and exits at once", async () => {
    const app = await startApp({ OPENAI_BASE_URL: standIn.baseURL });
    const [english, german] = await Promise.all([signedInUser("Shutdown"), signedInUser("Abschalten", "de")]);
    // "[[slow]]" writes a word every 250 ms: the answers are far from done when the signal comes.
    const englishChat = chatIdOf(await ask(app, english.cookie, "[[slow]] Explain the land register"));
    const germanChat = chatIdOf(await ask(app, german.cookie, "[[slow]] Erklär mir das Grundbuch", { lang: "de" }));
    const englishPage = openDocument(`${app.url}/ai-chat/${englishChat}`, english.cookie);
    const germanPage = openDocument(`${app.url}/de/ai-chat/${germanChat}`, german.cookie);
    const writing = (html: string) => /id="live-raw-[^"]+"[^>]*>[^<]+/.test(html);
    await Promise.all([englishPage.until("the English answer streaming", writing), germanPage.until("the German answer streaming", writing)]);

    const signalled = performance.now();
    const exited = app.stop("SIGTERM");
    const [englishHtml, germanHtml] = await Promise.all([englishPage.whole, germanPage.whole]);
    expect(englishHtml).toContain("This answer was interrupted. Reload the page to try again.");
    expect(germanHtml).toContain("Diese Antwort wurde unterbrochen. Lade die Seite neu, um es noch einmal zu versuchen.");
    for (const html of [englishHtml, germanHtml]) {
      // "Writing…" and Stop give way to the note, and the rest of the page follows: the document is complete.
      expect(html).toContain("[data-chat-live-only]{display:none}");
      expect(html).not.toContain("data-live-final");
      expect(html.trimEnd()).toMatch(/<\/html>$/);
    }
    await exited;
    // Before, the open documents held the process until the 10 s cut-off.
    expect(performance.now() - signalled).toBeLessThan(5_000);
  });
});

/** The script's feed of a chat's answer (GET /resources/chat/:id/stream): the body so far, and how it ended. */
function openFeed(app: RunningApp, chatId: string, cookie: string) {
  let body = "";
  const ended = (async () => {
    const response = await fetch(`${app.url}/resources/chat/${chatId}/stream`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    const decoder = new TextDecoder();
    for await (const chunk of response.body!) body += decoder.decode(chunk as Uint8Array, { stream: true });
    return body;
  })();
  const until = (what: string, done: (body: string) => boolean) => pollUntil(what, () => body, done, { intervalMs: 50 });
  return { ended, until };
}

const dayCount = async (userId: string) => {
  const key = counterKey({ name: "chat.day", windowSeconds: 86_400, subject: userId, kind: "text" }, appTestEnv(0).SESSION_SECRET!);
  return (await adminClient().from("rate_limit_counters").select("count").eq("key", key).maybeSingle()).data?.count ?? 0;
};
const storedAnswer = async (chatId: string, answerId: string) => (await messagesOf(chatId)).find((message) => message.id === answerId)!;
const refundsFor = async (answerId: string) => (await adminClient().from("rate_limit_refunds").select("id").eq("id", answerId)).data ?? [];

/** Asks a slow question and waits until its answer has text stored: the signal then cuts it off mid-answer. */
async function answerUnderWay(app: RunningApp, name: string) {
  const user = await signedInUser(name);
  const chatId = chatIdOf(await ask(app, user.cookie, "[[slow]] Explain the land register"));
  const streaming = await pollUntil(
    "the answer streaming",
    async () => (await messagesOf(chatId)).at(-1),
    (last) => last?.role === "assistant" && last.status === "streaming" && textOf(last.parts) !== "",
  );
  expect(await dayCount(user.id)).toBe(1);
  return { user, chatId, answerId: streaming!.id };
}

/**
 * Waits until the feed carries text, then stops `app` (SIGTERM): it exits 0 within 5 s (before, an open feed held
 * it until the fallback timer cut it off mid-stream, the moment Docker's stop kills it), and the feed ends at a
 * line. Returns the feed's whole body.
 */
async function stopWhileFeedSends(app: RunningApp, feed: ReturnType<typeof openFeed>): Promise<string> {
  await feed.until("the feed sending text", (body) => body.includes('"type":"text-delta"') || body.includes('"type":"parts"'));
  const signalled = performance.now();
  expect(await app.stop("SIGTERM")).toBe(0);
  expect(performance.now() - signalled).toBeLessThan(5_000);
  const body = await feed.ended;
  expect(body.endsWith("\n")).toBe(true);
  return body;
}

describe("an instance told to stop (SIGTERM) while it writes an answer", () => {
  it("stores the answer as failed with its text so far, gives the quota back once, ends the open feed with it, and exits 0 at once", async () => {
    const app = await startApp({ OPENAI_BASE_URL: standIn.baseURL });
    const { user, chatId, answerId } = await answerUnderWay(app, "Feed reader");
    const body = await stopWhileFeedSends(app, openFeed(app, chatId, user.cookie));
    // The feed ended with the stored end: what the page's script shows, "failed" with "Try again".
    const last = JSON.parse(body.trimEnd().split("\n").at(-1)!);
    expect(last).toMatchObject({ type: "abort", status: "failed" });
    const answer = await storedAnswer(chatId, answerId);
    expect(answer.status).toBe("failed");
    expect(textOf(answer.parts)).not.toBe("");
    expect(textOf(last.parts)).toBe(textOf(answer.parts));
    // A restart is not the user's doing: the question's unit of the daily quota comes back, once.
    expect(await refundsFor(answerId)).toHaveLength(1);
    expect(await dayCount(user.id)).toBe(0);
  });

  it("does so with nobody reading: the process waits for the writer, which no open request holds", async () => {
    const app = await startApp({ OPENAI_BASE_URL: standIn.baseURL });
    const { user, chatId, answerId } = await answerUnderWay(app, "Tab closed");
    expect(await app.stop("SIGTERM")).toBe(0);
    const answer = await storedAnswer(chatId, answerId);
    expect(answer.status).toBe("failed");
    expect(textOf(answer.parts)).not.toBe("");
    expect(await refundsFor(answerId)).toHaveLength(1);
    expect(await dayCount(user.id)).toBe(0);
  });

  it("also waits for a question still being taken when the signal came: its answer ends as failed, its unit given back", async () => {
    const proxy = await startBackendProxy(process.env.TEST_SUPABASE_URL!);
    const app = await startApp({ SUPABASE_URL: proxy.url, OPENAI_BASE_URL: standIn.baseURL });
    try {
      const user = await signedInUser("Late question");
      // The question is counted and stored; the store of its answer's row waits here while the signal comes.
      const answerRow = proxy.holdOnce(
        ({ method, path, body }) => method === "POST" && path.startsWith("/rest/v1/chat_messages") && body.includes('"role":"assistant"'),
      );
      const asked = ask(app, user.cookie, "[[slow]] Explain the land register");
      await answerRow.held;
      const exited = app.stop("SIGTERM");
      await pollUntil(
        "the shutdown begun",
        () => app.logs(),
        (logs) => logs.includes('"msg":"shutting down"'),
      );
      // The shutdown's hooks have run and found no answer; this one starts only now.
      answerRow.release();
      const chatId = chatIdOf(await asked);
      expect(await exited).toBe(0);
      const answer = (await messagesOf(chatId)).find((message) => message.role === "assistant");
      expect(answer?.status).toBe("failed");
      expect(await refundsFor(answer!.id)).toHaveLength(1);
      expect(await dayCount(user.id)).toBe(0);
    } finally {
      await proxy.stop();
    }
  });

  it("ends a feed of an answer another instance writes at a line, without an end, so the script asks again elsewhere", async () => {
    const [writing, reading] = await Promise.all([startApp({ OPENAI_BASE_URL: standIn.baseURL }), startApp({ OPENAI_BASE_URL: standIn.baseURL })]);
    try {
      const { user, chatId, answerId } = await answerUnderWay(writing, "Two instances");
      const body = await stopWhileFeedSends(reading, openFeed(reading, chatId, user.cookie));
      expect(body).not.toMatch(/"type":"(finish|abort)"/);
      // The instance writing it goes on: the answer is still being written, its unit still counted.
      const answer = await storedAnswer(chatId, answerId);
      expect(answer.status).toBe("streaming");
      expect(await refundsFor(answerId)).toHaveLength(0);
    } finally {
      await Promise.all([writing.stop(), reading.stop()]);
    }
  });
});
