import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";

/**
 * Records, at every change of the page (a MutationObserver, so no state the browser could paint is
 * missed), how many characters of the last answer's content are visible (white space aside), and whether
 * it is still being written. Only the content counts: not its heading, the "writing…" note, or the buttons.
 */
function recordAnswerLength() {
  const samples: { id: string; length: number; writing: boolean; settled: boolean }[] = [];
  (window as unknown as { answerSamples: typeof samples }).answerSamples = samples;
  const sample = () => {
    const article = [...document.querySelectorAll('article[data-generated-by="ai"]')].at(-1) as HTMLElement | undefined;
    if (!article) return;
    let length = 0;
    const walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (parent.closest("h3, button, form, [data-chat-live-only], style") || !parent.checkVisibility()) continue;
      length += node.textContent!.replace(/\s+/g, "").length;
    }
    const writing = [...article.querySelectorAll("p[data-chat-live-only]")].some((status) => (status as HTMLElement).innerText.trim() !== "");
    // Finished: the streamed document's rendered answer is there, or (rendered by React) it is no longer written.
    const settled = article.querySelector("[data-chat-live]") ? Boolean(article.querySelector("[data-live-final]")) : !writing;
    const id = article.getAttribute("aria-labelledby") ?? "";
    const previous = samples.at(-1);
    if (!previous || previous.id !== id || previous.length !== length || previous.writing !== writing || previous.settled !== settled)
      samples.push({ id, length, writing, settled });
  };
  new MutationObserver(sample).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
}

/** What was recorded for the answer being looked at: its lengths in order, and whether it was seen being written. */
async function samplesOf(page: Page) {
  const samples = await page.evaluate(
    () => (window as unknown as { answerSamples: { id: string; length: number; writing: boolean; settled: boolean }[] }).answerSamples,
  );
  const id = samples.at(-1)!.id;
  const own = samples.filter((s) => s.id === id);
  return { samples: own, lengths: own.map((s) => s.length), wasWriting: own.some((s) => s.writing), done: !own.at(-1)!.writing };
}

const lastAnswer = (page: Page) => page.getByRole("article", { name: "Kolleague" }).last();
const writingNote = (page: Page) => page.getByRole("status").filter({ hasText: "Kolleague is writing…" });

test("@js the answer's text never shrinks while it is written and handed over to the stored rows", async ({ page, signIn }) => {
  test.slow(); // the answer is paced at a word per 250 ms
  await signIn();
  await page.goto("/ai-chat");
  await hydrated(page);
  // The page is not reloaded from here on (the form posts through the router), so the recorder stays.
  await page.evaluate(recordAnswerLength);
  await page.getByLabel("Your question").fill("[[slow]] What does a notary do?");
  await page.getByRole("button", { name: "Start chat" }).click();
  await expect(writingNote(page)).toBeVisible();
  await expect(lastAnswer(page)).toContainText("not legal or tax advice", { timeout: 60_000 });
  await expect(writingNote(page)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Regenerate answer" })).toBeVisible();

  const { lengths, wasWriting, done } = await samplesOf(page);
  expect(wasWriting && done).toBe(true);
  // Several steps while written, each at least as long as the one before, the stored answer included.
  expect(new Set(lengths).size).toBeGreaterThanOrEqual(3);
  for (let at = 1; at < lengths.length; at += 1) expect(lengths[at], `step ${at} of ${lengths.join(", ")}`).toBeGreaterThanOrEqual(lengths[at - 1]!);
});

test("@js a page loaded while the answer is written hands over from its streamed HTML without the text shrinking", async ({ page, signIn }) => {
  test.slow(); // the answer is paced at a word per 250 ms
  await signIn();
  await page.goto("/ai-chat");
  // The question goes through the page's script (a click before it is live would post the form without it).
  await hydrated(page);
  await page.getByLabel("Your question").fill("[[slow]] What does a land register hold?");
  await page.getByRole("button", { name: "Start chat" }).click();
  await expect(writingNote(page)).toBeVisible();
  // From the first moment of the next document: its streamed answer, the finished one, hydration, the feed.
  await page.addInitScript(recordAnswerLength);
  await page.reload();
  await expect(lastAnswer(page)).toContainText("not legal or tax advice", { timeout: 60_000 });
  await hydrated(page);
  // Exactly one set of controls once handed over: the streamed document's own (no-JS) controls give way to
  // the page's; for a moment after hydration both can be there, which a plain visibility check tripped on.
  await expect(page.getByRole("button", { name: "Regenerate answer" })).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Regenerate answer" })).toBeVisible();
  await expect(writingNote(page)).toHaveCount(0);

  const { samples } = await samplesOf(page);
  const lengths = samples.map((s) => s.length);
  // Never blank once text was there: the raw text is hidden only together with the finished answer's arrival.
  expect(lengths.slice(lengths.findIndex((length) => length > 0)), lengths.join(", ")).not.toContain(0);
  // Once the finished answer is on the page (the streamed document's end), nothing takes characters away:
  // not hydration, not the feed's view, not the stored rows.
  const after = lengths.slice(samples.findIndex((s) => s.settled));
  expect(after.length).toBeGreaterThan(0);
  for (let at = 1; at < after.length; at += 1) expect(after[at], `after the end: ${lengths.join(", ")}`).toBeGreaterThanOrEqual(after[at - 1]!);
});
