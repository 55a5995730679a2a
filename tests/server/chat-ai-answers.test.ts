import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operator } from "../../app/config/operator";
import { startOpenAIStandIn, type OpenAIStandIn } from "../../standins/openai/index";
import { startApp, type RunningApp } from "../support/app-server";
import { adminClient, backendUrl } from "../support/clients";
import { signedInUser } from "../support/account";
import { ask, chatIdOf, MODEL, settledAnswer } from "../support/chat";
import { startBackendProxy, type BackendProxy } from "../support/backend-proxy";
import { postForm } from "../support/http";
import { pollUntil } from "../support/poll";

// Its own stand-in (its request log is read) and an app with a token limit of its own.
const MAX_TOKENS = 321;
let standIn: OpenAIStandIn;
let app: RunningApp;

beforeAll(async () => {
  standIn = await startOpenAIStandIn({ port: 0, delayMs: 40, quiet: true });
  app = await startApp({ OPENAI_BASE_URL: standIn.baseURL, CHAT_MAX_OUTPUT_TOKENS: String(MAX_TOKENS) });
});
afterAll(async () => {
  await app.stop();
  await standIn.stop();
});

const page = (target: RunningApp, cookie: string, path: string) =>
  fetch(`${target.url}${path}`, { headers: { Cookie: cookie } }).then((r) => r.text());

/** The answers' <article> elements of a page: each from its opening tag to its heading's end. */
const answerHeads = (html: string) => [...html.matchAll(/<article[^>]*data-generated-by="ai"[^>]*>.*?<\/h3>/gs)].map((m) => m[0]);

/** Asks on the conversation page (the form the page posts, with or without JS) and reads the answer feed its script reads. */
async function askWithJs(target: RunningApp, cookie: string, chatId: string, text: string) {
  const asked = await postForm(target, `/ai-chat/${chatId}`, { intent: "send", text, model: MODEL }, { Cookie: cookie });
  expect(asked.status).toBe(303);
  const response = await fetch(`${target.url}/resources/chat/${chatId}/stream`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return response.text();
}

const until = (condition: () => boolean | Promise<boolean>, timeoutMs = 10_000) =>
  pollUntil("the condition", condition, (met) => met, { timeoutMs, intervalMs: 50 });

describe("answers are marked as written by an AI", () => {
  it("labels every answer beside its author, with a data attribute, while streamed without JS and once stored", async () => {
    const user = await signedInUser("Labelled");
    const chatId = chatIdOf(await ask(app, user.cookie, "What should I know about notary costs?"));
    // Read at once: the answer is still being written and streams into this document.
    const live = await page(app, user.cookie, `/ai-chat/${chatId}`);
    expect(live).toContain("live-raw-");
    const [liveHead] = answerHeads(live);
    expect(liveHead).toContain("AI-generated");
    expect(live.indexOf(liveHead!)).toBeLessThan(live.indexOf("live-raw-"));
    expect(live).toContain("Kolleague is an AI. Its answers can be wrong: check important figures before you decide.");

    await settledAnswer(chatId);
    const stored = await page(app, user.cookie, `/ai-chat/${chatId}`);
    expect(stored).not.toContain("live-raw-");
    expect(answerHeads(stored)).toHaveLength(1);
    expect(answerHeads(stored)[0]).toMatch(/Kolleague.*AI-generated/s);
    // The user's own message carries no such marking.
    expect(stored.match(/<article/g)).toHaveLength(2);
    expect(stored).not.toMatch(/own risk/i);

    const german = await page(app, user.cookie, `/de/ai-chat/${chatId}`);
    expect(answerHeads(german)[0]).toContain("KI-generiert");
    expect(german).toContain("Kolleague ist eine KI. Die Antworten können falsch sein: Prüfe wichtige Zahlen, bevor du entscheidest.");
    expect(german).not.toMatch(/eigenes Risiko|eigene Gefahr/);
  });

  it("marks answers machine-readably in the stored row, the live stream and the data export", async () => {
    const user = await signedInUser("Marked");
    const chatId = chatIdOf(await ask(app, user.cookie, "Is a survey worth it?"));
    await settledAnswer(chatId);
    const stream = await askWithJs(app, user.cookie, chatId, "And a second opinion?");
    expect(stream).toMatch(/"type":"start"[^\n]*"messageMetadata":\{"generatedBy":"ai","model":"kolleague-local"\}/);
    await settledAnswer(chatId);

    const { data: rows } = await adminClient().from("chat_messages").select("role, metadata").eq("chat_id", chatId).order("created_at");
    expect(rows).toEqual([
      { role: "user", metadata: {} },
      { role: "assistant", metadata: { generatedBy: "ai", model: MODEL } },
      { role: "user", metadata: {} },
      { role: "assistant", metadata: { generatedBy: "ai", model: MODEL } },
    ]);
    // Written through the API with a forged marking, the database still decides it from the row.
    const forged = await adminClient()
      .from("chat_messages")
      .insert({ chat_id: chatId, user_id: user.id, role: "user", parts: [], metadata: { generatedBy: "ai" } })
      .select("metadata")
      .single();
    expect(forged.data?.metadata).toEqual({});

    const exported = await (await fetch(`${app.url}/resources/my-data.json`, { headers: { Cookie: user.cookie } })).json();
    const messages = exported.tables.chat_messages as { role: string; metadata: unknown }[];
    expect(messages.filter((m) => m.role === "assistant").map((m) => m.metadata)).toEqual([
      { generatedBy: "ai", model: MODEL },
      { generatedBy: "ai", model: MODEL },
    ]);
    expect(messages.filter((m) => m.role === "user").every((m) => JSON.stringify(m.metadata) === "{}")).toBe(true);
  });
});

describe("the output limit", () => {
  it("sends CHAT_MAX_OUTPUT_TOKENS with every model call, the step after a tool result included", async () => {
    const user = await signedInUser("Limited");
    standIn.control.clearRequests();
    const chatId = chatIdOf(await ask(app, user.cookie, "What does a flat for €300,000 in Bavaria cost?"));
    expect((await settledAnswer(chatId)).status).toBe("complete");
    const calls = standIn.control.requests().filter((r) => JSON.stringify(r.body).includes("€300,000 in Bavaria"));
    // The question, then the step that answers with the calculator's result.
    expect(calls.length).toBeGreaterThanOrEqual(2);
    for (const call of calls) expect((call.body as { max_tokens?: number }).max_tokens).toBe(MAX_TOKENS);
  });
});

describe("an answer that cannot be stored", () => {
  let proxy: BackendProxy;
  let flaky: RunningApp;
  beforeAll(async () => {
    proxy = await startBackendProxy(backendUrl());
    flaky = await startApp({ OPENAI_BASE_URL: standIn.baseURL, SUPABASE_URL: proxy.url });
  });
  afterAll(async () => {
    await flaky?.stop();
    await proxy?.stop();
  });

  it("is stopped at the model and ends as failed, in the JS stream and the page without JS", async () => {
    const user = await signedInUser("Unsaved");
    const chatId = chatIdOf(await ask(flaky, user.cookie, "A first question"));
    expect((await settledAnswer(chatId)).status).toBe("complete");

    // From now on every store of an answer being written fails; reads and the final store still work.
    proxy.failStreamingSaves(true);
    const stream = await askWithJs(flaky, user.cookie, chatId, "[[slow]] Explain the land register");
    expect(stream).toContain('"type":"abort"');
    const answer = await settledAnswer(chatId);
    expect(answer.status).toBe("failed");
    await until(() =>
      standIn.control.requests().some((r) => JSON.stringify(r.body).includes("Explain the land register") && r.outcome === "aborted"),
    );
    expect(flaky.logs()).toContain('"msg":"chat: the answer cannot be stored, stopping it"');

    proxy.failStreamingSaves(false);
    const html = await page(flaky, user.cookie, `/ai-chat/${chatId}`);
    expect(html).toContain("An error occurred during chatbot loading. This answer could not be finished; try again.");
    expect(html).toContain("Try again");
  });
});

describe("the privacy policy", () => {
  it("states the AI provider's retention as configured, in both languages", async () => {
    const english = await (await fetch(`${app.url}/privacy`)).text();
    expect(english).toContain(`it stores the content ${operator.aiProvider.retention.en}.`);
    const german = await (await fetch(`${app.url}/de/privacy`)).text();
    expect(german).toContain(`speichert die Inhalte ${operator.aiProvider.retention.de}.`);
  });
});
