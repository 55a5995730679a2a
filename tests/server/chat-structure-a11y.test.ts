import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/app-server";
import { signedInUser } from "../support/account";
import { ask, chatIdOf, settledAnswer } from "../support/chat";

let app: RunningApp;

beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.stop());

/** The <h4> a section's aria-labelledby names, and its text. */
function sectionHeading(html: string, title: string) {
  const heading = new RegExp(`<h4[^>]*id="([^"]+)"[^>]*>${title}</h4>`).exec(html);
  expect(heading, `an h4 "${title}"`).not.toBeNull();
  return { id: heading![1]!, labelsSection: html.includes(`<section aria-labelledby="${heading![1]}"`) };
}

describe("the conversation page's structure", () => {
  it("puts the question before the list of chats, has no live region around the answers, and heads its cards with h4", async () => {
    const user = await signedInUser("Structure");
    const listing = readFileSync(new URL("../../fixtures/listings/cologne-en.txt", import.meta.url), "utf8");
    const chatId = chatIdOf(await ask(app, user.cookie, `${listing}\nPlease run the numbers and save it as "Ehrenfeld".`));
    await settledAnswer(chatId);
    const html = await (await fetch(`${app.url}/ai-chat/${chatId}`, { headers: { Cookie: user.cookie } })).text();

    // Narrow screens draw the list below the question: the document (and the Tab order) follows.
    const question = html.indexOf('name="text"');
    const chats = html.indexOf('aria-labelledby="chat-list-heading"');
    expect(question).toBeGreaterThan(0);
    expect(chats).toBeGreaterThan(question);

    // The answers are read with the virtual cursor; one status line says when one is written and done.
    const list = /<ol[^>]*>/.exec(html.slice(html.indexOf("<main")))![0];
    expect(list).not.toContain("aria-live");
    expect(list).not.toContain("aria-busy");

    // The cards in an answer (an h3 "Kolleague") are h4 sections, named by those headings.
    expect(sectionHeading(html, "From the listing")).toMatchObject({ labelsSection: true });
    expect(sectionHeading(html, "Save this calculation\\?")).toMatchObject({ labelsSection: true });
    expect(html).not.toMatch(/<section aria-label="(From the listing|Save this calculation\?)"/);
  });
});
