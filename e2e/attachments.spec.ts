import AxeBuilder from "@axe-core/playwright";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { passwordPdf } from "../tests/support/listings";
import { expect, test } from "./fixtures";

const fixture = (name: string) => readFileSync(new URL(`../fixtures/listings/${name}`, import.meta.url));

const LABELS = {
  en: { question: "Your question", text: "Paste the listing's text", file: "Or attach the listing as a PDF", start: "Start chat" },
  de: { question: "Deine Frage", text: "Füge den Text des Exposés ein", file: "Oder häng das Exposé als PDF an", start: "Chat beginnen" },
};

/** Fills the new-chat composer: the question, and a PDF or pasted text beside it. */
async function compose(page: Page, lang: "en" | "de", question: string, listing: { file?: { name: string; buffer: Buffer }; text?: string }) {
  const labels = LABELS[lang];
  await page.goto(lang === "de" ? "/de/ai-chat" : "/ai-chat");
  await page.getByLabel(labels.question).fill(question);
  if (listing.text) await page.getByLabel(labels.text).fill(listing.text);
  if (listing.file) await page.getByLabel(labels.file).setInputFiles({ ...listing.file, mimeType: "application/pdf" });
  await page.getByRole("button", { name: labels.start }).click();
}

test("attach the German sample exposé: the question goes out with it, the listing is folded beneath it with its PDF", async ({
  page,
  signIn,
}, testInfo) => {
  await signIn();
  await compose(page, "en", "Is this a good flat to let?", { file: { name: "expose-leipzig-de.pdf", buffer: fixture("expose-leipzig-de.pdf") } });
  await expect(page).toHaveURL(/\/ai-chat\/[0-9a-f-]{36}$/);
  const question = page.getByRole("article", { name: "You" }).first();
  await expect(question).toContainText("Is this a good flat to let?");
  const listing = question.getByText("Attached listing: expose-leipzig-de.pdf (2 pages)");
  await expect(listing).toBeVisible();
  await listing.click();
  await expect(question).toContainText("Kaufpreis: 349.000 €");
  const download = question.getByRole("link", { name: "Download expose-leipzig-de.pdf" });
  await expect(download).toHaveAttribute("href", /^\/resources\/attachments\/[0-9a-f-]{36}$/);
  const response = await page.request.get((await download.getAttribute("href"))!);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(Buffer.from(await response.body()).equals(fixture("expose-leipzig-de.pdf"))).toBe(true);
  await expect(page.getByRole("article", { name: "Kolleague" }).last()).toBeVisible();
  if (testInfo.project.use.javaScriptEnabled !== false) {
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  }
});

test("paste the English listing on /de: the conversation shows it as pasted text", async ({ page, signIn }) => {
  await signIn({ locale: "de" });
  await compose(page, "de", "Rechnet sich das?", { text: fixture("berlin-listing-en.txt").toString("utf8") });
  await expect(page).toHaveURL(/\/de\/ai-chat\/[0-9a-f-]{36}$/);
  const question = page.getByRole("article", { name: "Du" }).first();
  await expect(question).toContainText("Rechnet sich das?");
  await question.getByText("Eingefügtes Exposé").click();
  await expect(question).toContainText("Purchase price: €289,000");
});

test("hostile or unreadable files get their message, with the question kept (both languages)", async ({ page, signIn }) => {
  await signIn();
  const cases = [
    {
      lang: "en" as const,
      name: "holiday.pdf",
      buffer: readFileSync(new URL("./fixtures/avatar.png", import.meta.url)),
      message: "This file is not a PDF.",
    },
    { lang: "de" as const, name: "geschuetzt.pdf", buffer: await passwordPdf(), message: "Dieses PDF ist mit einem Passwort geschützt" },
    {
      lang: "de" as const,
      name: "grundriss.pdf",
      buffer: fixture("floor-plan-image-only.pdf"),
      message: "Dieses PDF enthält nur Bilder und keinen lesbaren Text.",
    },
  ];
  for (const { lang, name, buffer, message } of cases) {
    const question = `Was steht in ${name}?`;
    await compose(page, lang, question, { file: { name, buffer } });
    await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
    await expect(page.getByLabel(LABELS[lang].question)).toHaveValue(question);
    await expect(page).toHaveURL(lang === "de" ? /\/de\/ai-chat(\?index)?$/ : /\/ai-chat(\?index)?$/);
  }
});

test("a PDF and pasted text together: refused, the question and the text kept", async ({ page, signIn }) => {
  await signIn();
  await compose(page, "en", "Which one?", { text: "Kaufpreis: 349.000 €", file: { name: "expose.pdf", buffer: fixture("expose-leipzig-de.pdf") } });
  await expect(page.getByRole("alert").filter({ hasText: "Please attach a PDF or paste text, not both." })).toBeVisible();
  await expect(page.getByLabel(LABELS.en.question)).toHaveValue("Which one?");
  await expect(page.getByLabel(LABELS.en.text)).toHaveValue("Kaufpreis: 349.000 €");
});

test("a portal link pasted as the listing: refused as a link Kolleague does not open, the question and the link kept (both languages)", async ({
  page,
  signIn,
}) => {
  await signIn();
  const link = "https://www.immobilienscout24.de/expose/151234567";
  const cases = [
    {
      lang: "en" as const,
      question: "Is this one worth it?",
      message: "Kolleague doesn't open links. Please paste the listing's text, or attach the listing as a PDF.",
    },
    {
      lang: "de" as const,
      question: "Lohnt sich die?",
      message: "Kolleague öffnet keine Links. Füge bitte den Text des Exposés ein oder häng das Exposé als PDF an.",
    },
  ];
  for (const { lang, question, message } of cases) {
    await compose(page, lang, question, { text: link });
    await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
    await expect(page.getByLabel(LABELS[lang].question)).toHaveValue(question);
    await expect(page.getByLabel(LABELS[lang].text)).toHaveValue(link);
    await expect(page).toHaveURL(lang === "de" ? /\/de\/ai-chat(\?index)?$/ : /\/ai-chat(\?index)?$/);
  }
});
