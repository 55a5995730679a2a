import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOpenAIStandIn, type OpenAIStandIn } from "../../standins/openai/index";
import { startApp } from "../support/app-server";
import { signedInUser } from "../support/account";
import { ask, chatIdOf } from "../support/chat";
import { pollUntil } from "../support/poll";

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
