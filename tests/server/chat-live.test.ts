import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOpenAIStandIn, type OpenAIStandIn } from "../../standins/openai/index";
import { startApp, type RunningApp } from "../support/app-server";
import { signedInUser } from "../support/account";
import { ask, chatIdOf, MODEL, settledAnswer } from "../support/chat";

let standIn: OpenAIStandIn;
let app: RunningApp;

beforeAll(async () => {
  standIn = await startOpenAIStandIn({ port: 0, delayMs: 40, quiet: true });
  app = await startApp({ OPENAI_BASE_URL: standIn.baseURL, CHAT_STALL_SECONDS: "9" });
});
afterAll(async () => {
  await app.stop();
  await standIn.stop();
});

/** Reads a page as a browser without JavaScript would, noting when each piece arrives. */
async function readProgressively(url: string, cookie: string) {
  const response = await fetch(url, { headers: { Cookie: cookie, "Accept-Encoding": "gzip" } });
  const reads: { at: number; text: string }[] = [];
  const decoder = new TextDecoder();
  for await (const chunk of response.body!) reads.push({ at: performance.now(), text: decoder.decode(chunk as Uint8Array, { stream: true }) });
  return { response, reads, html: reads.map((r) => r.text).join("") };
}

describe("the conversation page without JavaScript", () => {
  it("streams the answer into the HTML as it is written, through gzip, then the rest of the page", async () => {
    const user = await signedInUser("Reader");
    const chatId = chatIdOf(await ask(app, user.cookie, "What should I know about notary costs?"));
    const { response, reads, html } = await readProgressively(`${app.url}/ai-chat/${chatId}`, user.cookie);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("cache-control")).toBe("no-store");
    // The answer's words came in several reads, all before the end of the document.
    const start = reads.findIndex((r) => r.text.includes("live-raw-"));
    const end = reads.findIndex((r) => r.text.includes("</html>"));
    expect(start).toBeGreaterThanOrEqual(0);
    expect(end - start).toBeGreaterThanOrEqual(3);
    expect(reads[end]!.at - reads[start]!.at).toBeGreaterThan(200);
    // Then the finished answer as the page renders it, and no timed refresh anywhere.
    expect(html).toContain("data-live-final");
    expect(html).toContain("not legal or tax advice");
    expect(html).not.toMatch(/http-equiv="refresh"/i);
    // The question form is in the rest of the page, which arrives only after the answer: it comes usable.
    const send = /<button type="submit"([^>]*)>Send<\/button>/.exec(html);
    expect(send, "the composer's Send button").not.toBeNull();
    expect(send![1]).not.toContain('disabled=""');
    // A reload of the finished conversation is an ordinary page.
    const again = await readProgressively(`${app.url}/ai-chat/${chatId}`, user.cookie);
    expect(again.html).not.toContain("live-raw-");
    expect(again.html).toContain("Regenerate answer");
  });

  it("keeps a quiet answer's response alive with comments, and ends a stalled one as failed", async () => {
    const user = await signedInUser("Waiter");
    const chatId = chatIdOf(await ask(app, user.cookie, "[[stall]] A slow one"));
    const { html } = await readProgressively(`${app.url}/ai-chat/${chatId}`, user.cookie);
    expect(html).toContain("<!-- -->");
    expect(html).toContain("An error occurred during chatbot loading. This answer could not be finished; try again.");
    expect(html).toContain("Try again");
  });
});

describe("the answer feed the page's script reads", () => {
  it("delivers the stored answer as it grows, from an instance that does not write it, and ends with the stored state", async () => {
    const other = await startApp({ OPENAI_BASE_URL: standIn.baseURL, CHAT_STALL_SECONDS: "9" });
    try {
      const user = await signedInUser("Follower");
      const chatId = chatIdOf(await ask(app, user.cookie, "What should I know about notary costs?"));
      const { response, reads, html } = await readProgressively(`${other.url}/resources/chat/${chatId}/stream`, user.cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const events = html
        .split("\n")
        .filter((line) => line.trim() !== "")
        .map((line) => JSON.parse(line) as { type: string; parts?: unknown });
      expect(events[0]).toMatchObject({ type: "start", messageMetadata: { generatedBy: "ai", model: MODEL } });
      // The text came in several events and reads, over time, while the other instance wrote it.
      expect(events.filter((e) => e.type === "text-delta").length).toBeGreaterThanOrEqual(3);
      expect(reads.length).toBeGreaterThanOrEqual(3);
      expect(reads.at(-1)!.at - reads[0]!.at).toBeGreaterThan(200);
      // The last event is the stored answer itself, so the page hands over to its rows without a change.
      const stored = await settledAnswer(chatId);
      expect(events.at(-1)).toEqual({ type: "finish", parts: stored.parts, status: "complete" });
      // Nothing being written any more: nothing to follow.
      expect((await fetch(`${other.url}/resources/chat/${chatId}/stream`, { headers: { Cookie: user.cookie } })).status).toBe(204);
    } finally {
      await other.stop();
    }
  });
});
