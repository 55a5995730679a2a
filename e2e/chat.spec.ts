import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const answers = (page: Page, by: "Kolleague") => page.getByRole("article", { name: by });
const lastAnswer = (page: Page) => answers(page, "Kolleague").last();

/** Starts a conversation on /ai-chat (the form; with JS the answer then streams into the conversation page). */
async function startChat(page: Page, lang: "en" | "de", question: string) {
  const de = lang === "de";
  await page.goto(de ? "/de/ai-chat" : "/ai-chat");
  await expect(page.getByRole("heading", { level: 1, name: de ? "KI-Chat" : "AI Chat" })).toBeVisible();
  await expect(page.getByLabel(de ? "Modell wählen" : "Select a model")).toBeVisible();
  await page.getByLabel(de ? "Deine Frage" : "Your question").fill(question);
  await page.getByRole("button", { name: de ? "Chat beginnen" : "Start chat" }).click();
  await expect(page).toHaveURL(new RegExp(`${de ? "/de" : ""}/ai-chat/[0-9a-f-]{36}$`));
}

/** Asks on the conversation page (with JS: through useChat's stream). */
async function askHere(page: Page, question: string, lang: "en" | "de" = "en") {
  await page.getByLabel(lang === "de" ? "Deine Nachricht" : "Your message").fill(question);
  await page.getByRole("button", { name: lang === "de" ? "Senden" : "Send" }).click();
}

test("without or with JS: ask, land on the conversation, see the answer, find it in the list and on the home page", async ({ page, signIn }) => {
  await signIn({ fullName: "Chatter" });
  await startChat(page, "de", "Was kostet eine Wohnung für 300.000 € in Bayern?");
  // The answer arrives on this page (streamed into the HTML without JS) with its calculation card.
  await expect(lastAnswer(page)).toContainText("Rechts- oder Steuerberatung");
  await expect(page.getByRole("link", { name: "Im Rechner öffnen" })).toBeVisible();
  const list = page.getByRole("navigation", { name: "Deine Chats" });
  await expect(list.getByRole("link", { name: /Was kostet eine Wohnung für 300\.000 €/ })).toBeVisible();
  await page.goto("/de/app");
  await expect(page.getByRole("region", { name: "Deine letzten Chats" }).getByRole("link", { name: /Was kostet eine Wohnung/ })).toBeVisible();

  await startChat(page, "en", "What should I check before buying a flat?");
  await expect(lastAnswer(page)).toContainText("not legal or tax advice");
  await expect(page.getByRole("navigation", { name: "Your chats" }).getByRole("link", { name: /What should I check/ })).toBeVisible();
});

test("without or with JS: the page says Kolleague is an AI, and every answer is labelled AI-generated, while written and after", async ({
  page,
  signIn,
}) => {
  test.slow(); // the answer is paced at a word per 250 ms
  await signIn({ fullName: "Chatter" });
  await startChat(page, "en", "[[slow]] What does a notary do?");
  await expect(page.getByText("Kolleague is an AI. Its answers can be wrong: check important figures before you decide.")).toBeVisible();
  // Labelled while still being written (without JS: the page is still loading, the answer streaming into it),
  // and a status says it is being written: without JS too, where it must come before the growing text.
  const writing = lastAnswer(page).getByText("Kolleague is writing…");
  await expect(lastAnswer(page).getByRole("heading", { name: "Kolleague AI-generated" })).toBeVisible();
  await expect(writing).toBeVisible();
  await expect(lastAnswer(page)).not.toContainText("not legal or tax advice");
  await expect(lastAnswer(page)).toContainText("not legal or tax advice", { timeout: 60_000 });
  await expect(lastAnswer(page).getByRole("heading", { name: "Kolleague AI-generated" })).toBeVisible();
  await expect(writing).toBeHidden();

  // The stored conversation, in German: the same notice and label; only the answer carries the marker.
  await page.goto(page.url().replace("/ai-chat/", "/de/ai-chat/"));
  await expect(
    page.getByText("Kolleague ist eine KI. Die Antworten können falsch sein: Prüfe wichtige Zahlen, bevor du entscheidest."),
  ).toBeVisible();
  await expect(lastAnswer(page).getByRole("heading", { name: "Kolleague KI-generiert" })).toBeVisible();
  await expect(page.getByRole("article", { name: "Du" }).getByText("KI-generiert")).toHaveCount(0);
  await expect(page.locator('article[data-generated-by="ai"]')).toHaveCount(1);
});

test("without or with JS: once an answer is complete, a follow-up is sent from the same page, no reload", async ({ page, signIn }) => {
  test.slow(); // four answers, in two languages
  await signIn({ fullName: "Chatter" });
  for (const [lang, done] of [
    ["en", "not legal or tax advice"],
    ["de", "Rechts- oder Steuerberatung"],
  ] as const) {
    await startChat(page, lang, lang === "de" ? "Wie finanziere ich eine Wohnung?" : "How do I finance a flat?");
    // Without JS this page is the document the answer was streamed into; the composer comes after it.
    await expect(lastAnswer(page)).toContainText(done);
    const send = page.getByRole("button", { name: lang === "de" ? "Senden" : "Send" });
    await expect(send).toBeVisible();
    await expect(send).toBeEnabled();
    await askHere(page, lang === "de" ? "Und was kostet der Notar?" : "And what does the notary cost?", lang);
    await expect(answers(page, "Kolleague")).toHaveCount(2);
    await expect(lastAnswer(page)).toContainText(done);
    await expect(page.getByRole("article", { name: lang === "de" ? "Du" : "You" }).last()).toContainText(
      lang === "de" ? "Und was kostet der Notar?" : "And what does the notary cost?",
    );
  }
});

test("a calculation card's link opens the calculator with the figures", async ({ page, signIn }) => {
  await signIn({ fullName: "Chatter" });
  await startChat(page, "en", "What does a flat for €300,000 in Bavaria cost?");
  const card = page.getByRole("region", { name: "Calculation" });
  await expect(card).toContainText("Monthly payment");
  await card.getByRole("link", { name: "Open in the calculator" }).click();
  await expect(page).toHaveURL(/\/calculator\?purchasePrice=300000&state=BY&equity=60000/);
  await expect(page.getByRole("textbox", { name: /^Purchase price/ })).toHaveValue("300,000");
});

test("@js the answer streams in several steps; stop keeps the partial answer", async ({ page, signIn }) => {
  test.slow(); // three answers in a row
  await signIn({ fullName: "Chatter" });
  await startChat(page, "en", "Hello colleague");
  await expect(lastAnswer(page)).toContainText("not legal or tax advice");
  // Record the length of the answer being written each time it changes while "writing" is shown.
  await page.evaluate(() => {
    const list = document.querySelector("main ol")!;
    const seen: number[] = [];
    (window as unknown as { seen: number[] }).seen = seen;
    new MutationObserver(() => {
      const answers = list.querySelectorAll("article");
      const writing = Boolean(list.textContent?.includes("Kolleague is writing…"));
      if (answers.length === 4 && writing) seen.push(answers[3]!.textContent?.length ?? 0);
    }).observe(list, { subtree: true, childList: true, characterData: true });
  });
  // Paced at a word per 250 ms by the stand-in, so each word is its own step.
  await askHere(page, "[[slow]] What is a land register?");
  await expect(answers(page, "Kolleague")).toHaveCount(2);
  // One status for the whole list says when the answer is complete (the answer itself is no live region).
  await expect(page.getByRole("status").filter({ hasText: "Kolleague's answer is complete." })).toHaveCount(1, { timeout: 60_000 });
  await expect(lastAnswer(page)).toContainText("not legal or tax advice");
  // At least three different partial answers were on screen before the answer was complete.
  const partials = await page.evaluate(() => new Set((window as unknown as { seen: number[] }).seen).size);
  expect(partials).toBeGreaterThanOrEqual(3);

  await askHere(page, "[[stall]] Tell me a long story");
  await expect(page.getByRole("status").filter({ hasText: "Kolleague is writing…" })).toHaveCount(1);
  await expect(lastAnswer(page).getByText("Kolleague is writing…")).toBeVisible();
  // The stand-in sends a few words, then stalls: those are the partial answer.
  const partial = lastAnswer(page).getByRole("paragraph").filter({ hasNotText: "Kolleague is writing…" }).first();
  await expect(partial).not.toBeEmpty();
  const words = (await partial.innerText()).trim();
  await page.getByRole("button", { name: "Stop" }).click();
  await expect(lastAnswer(page)).toContainText("Stopped. The answer so far is kept.");
  await expect(page.getByRole("button", { name: "Stop" })).toHaveCount(0);
  // The words that came before the stop are kept, stored: a reload shows the same.
  await page.reload();
  await expect(lastAnswer(page)).toContainText("Stopped. The answer so far is kept.");
  await expect(lastAnswer(page)).toContainText(words);
  await expect(lastAnswer(page)).not.toContainText("not legal or tax advice");
});

test("@js regenerate the last answer with another model; both languages; axe", async ({ page, signIn }) => {
  test.slow(); // two answers and two axe runs
  await signIn({ fullName: "Chatter", plus: true }); // the free plan has the default model only

  await startChat(page, "de", "Wie hoch ist die Grunderwerbsteuer in Sachsen?");
  await expect(lastAnswer(page)).toContainText("keine Rechts- oder Steuerberatung");
  await expect(lastAnswer(page)).not.toContainText("kolleague-local-mini");
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByLabel("Modell wählen").selectOption({ label: "Lokales Testmodell (mini)" });
  await page.getByRole("button", { name: "Antwort neu erzeugen" }).click();
  await expect(lastAnswer(page)).toContainText("kolleague-local-mini");
  await expect(answers(page, "Kolleague")).toHaveCount(1);
  await page.reload();
  await expect(lastAnswer(page)).toContainText("kolleague-local-mini");
  await page.goto("/ai-chat");
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test("rename and delete a conversation, with confirmation", async ({ page, signIn }) => {
  await signIn({ fullName: "Chatter" });
  await startChat(page, "de", "Wie finanziere ich eine Wohnung?");
  await expect(lastAnswer(page)).toContainText("Rechts- oder Steuerberatung");
  const manage = page.getByRole("region", { name: "Diesen Chat verwalten" });
  await manage.getByLabel("Titel").fill("Finanzierung Köln");
  await manage.getByRole("button", { name: "Umbenennen" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Finanzierung Köln" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Deine Chats" }).getByRole("link", { name: /Finanzierung Köln/ })).toBeVisible();
  await manage.getByText("Chat löschen").click();
  await expect(manage.getByText("„Finanzierung Köln“ mit allen Nachrichten endgültig löschen?")).toBeVisible();
  await manage.getByRole("button", { name: "Ja, löschen" }).click();
  await expect(page).toHaveURL(/\/de\/ai-chat$/);
  await expect(page.getByRole("navigation", { name: "Deine Chats" })).toContainText("Noch keine Chats.");
});

test("@js copy an answer", async ({ page, context, signIn }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signIn({ fullName: "Chatter" });
  await startChat(page, "en", "Hello colleague");
  await expect(lastAnswer(page)).toContainText("not legal or tax advice");
  await lastAnswer(page).getByRole("button", { name: "Copy answer" }).click();
  await expect(lastAnswer(page).getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("not legal or tax advice");
});

test("stop while the answer is written keeps the partial answer, with or without JS", async ({ page, signIn }) => {
  await signIn({ fullName: "Chatter" });
  await page.goto("/ai-chat");
  await page.getByLabel("Your question").fill("[[stall]] Tell me a long story");
  await page.getByRole("button", { name: "Start chat" }).click();
  // Without JS the page is still loading here: the answer streams into it, its stop button comes first.
  await expect(page).toHaveURL(/\/ai-chat\/[0-9a-f-]{36}$/);
  const partial = lastAnswer(page).getByText(/\w+/).first();
  await expect(partial).toBeVisible();
  await page.getByRole("button", { name: "Stop" }).first().click();
  await expect(lastAnswer(page)).toContainText("Stopped. The answer so far is kept.");
  await expect(page.getByRole("button", { name: "Regenerate answer" })).toBeVisible();
});

test("@js a reload while the answer is written shows the answer the page streamed, not the older loader data", async ({ page, signIn }) => {
  test.slow(); // the answer is paced at a word per 250 ms
  await signIn({ fullName: "Chatter" });
  await startChat(page, "en", "[[slow]] What does a notary do?");
  await expect(page.getByRole("status").filter({ hasText: "Kolleague is writing…" })).toBeVisible();
  // Hold every data request: what shows right after hydration is the document's own state.
  const held: Array<() => Promise<void>> = [];
  // (A request the reload cancelled is already answered: releasing it is a no-op.)
  await page.route(/\.data(\?|$)/, (route) => void held.push(() => route.continue().catch(() => undefined)));
  await page.reload();
  // The document streams the rest of the answer and hydrates when it is complete.
  await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 60_000 });
  await expect(lastAnswer(page)).toContainText("not legal or tax advice");
  await expect(page.getByRole("status").filter({ hasText: "Kolleague is writing…" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Stop" })).toBeHidden();
  await page.unroute(/\.data(\?|$)/);
  for (const release of held) await release();
  await expect(page.getByRole("button", { name: "Regenerate answer" })).toBeVisible();
  await expect(lastAnswer(page)).toContainText("not legal or tax advice");
  await expect(page.getByRole("status").filter({ hasText: "Kolleague is writing…" })).toHaveCount(0);
});
