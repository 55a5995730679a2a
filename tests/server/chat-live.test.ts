import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOpenAIStandIn, type OpenAIStandIn } from "../../standins/openai/index";
import { startApp, type RunningApp } from "../support/app-server";
import { signedInUser } from "../support/account";
import { ask, chatIdOf } from "../support/chat";

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
    expect(html).toContain("An error occurred during chatbot loading.");
    expect(html).toContain("Try again");
  });
});
