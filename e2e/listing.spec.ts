import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";

const listing = (name: string) => readFileSync(new URL(`../fixtures/listings/${name}`, import.meta.url), "utf8");
const unique = () => Math.random().toString(36).slice(2, 8);

/** Pastes a listing with a wish into the composer on /ai-chat and waits for the conversation page. */
async function sendListing(page: Page, lang: "en" | "de", text: string) {
  const de = lang === "de";
  await page.goto(de ? "/de/ai-chat" : "/ai-chat");
  await hydrated(page);
  await page.getByLabel(de ? "Deine Frage" : "Your question").fill(text);
  await page.getByRole("button", { name: de ? "Chat beginnen" : "Start chat" }).click();
  await expect(page).toHaveURL(new RegExp(`${de ? "/de" : ""}/ai-chat/[0-9a-f-]{36}$`));
}

const approvalCard = (page: Page, de: boolean) => page.getByRole("region", { name: de ? "Diese Berechnung speichern?" : "Save this calculation?" });

test("without or with JS (German): paste a listing, see what was found and assumed, open the calculator, approve the save and find it", async ({
  page,
  signIn,
}) => {
  await signIn({ locale: "de" });
  const name = `Gohlis ${unique()}`;
  await sendListing(page, "de", `${listing("leipzig-de.txt")}\nRechne das bitte durch und speichere es als „${name}“.`);

  const card = page.getByRole("region", { name: "Aus dem Exposé" });
  await expect(card.getByRole("table", { name: "Im Exposé gefunden" })).toContainText("Kaufpreis: 349.000 €");
  await expect(card.getByRole("row", { name: /Kaltmiete/ })).toContainText("980,00 €");
  await expect(card.getByRole("row", { name: /Bundesland/ })).toContainText("Sachsen");
  await expect(card.getByRole("table", { name: "Angenommen" }).getByRole("row", { name: /Eigenkapital/ })).toContainText("69.800,00 €");
  await expect(card.getByText(/^1\.456,74\s€$/)).toBeVisible();
  const save = approvalCard(page, true);
  await expect(save).toContainText(name);
  await expect(save.getByRole("button", { name: "Speichern", exact: true })).toBeVisible();

  // The calculator opens with exactly the listing's inputs.
  const chatUrl = page.url();
  await card.getByRole("link", { name: "Im Rechner öffnen" }).click();
  await expect(page).toHaveURL(/\/de\/calculator\?purchasePrice=349000&state=SN&.*coldRentMonthly=980/);
  await expect(page.getByRole("textbox", { name: /^Kaufpreis/ })).toHaveValue("349.000");
  await expect(page.getByRole("textbox", { name: /^Kaltmiete/ })).toHaveValue("980");
  await page.goto(chatUrl);
  await hydrated(page);

  await approvalCard(page, true).getByRole("button", { name: "Speichern", exact: true }).click();
  await expect(page.getByRole("article", { name: "Kolleague" }).last()).toContainText(`Gespeichert als „${name}“`);
  await expect(page.getByRole("region", { name }).getByRole("link", { name: "Deine gespeicherten Berechnungen" })).toBeVisible();
  await page.goto("/de/calculations");
  await expect(page.getByRole("article", { name, exact: true })).toBeVisible();
});

test("without or with JS (English): decline the save and nothing is written", async ({ page, signIn }) => {
  await signIn();
  const name = `Ehrenfeld ${unique()}`;
  await sendListing(page, "en", `${listing("cologne-en.txt")}\nPlease run the numbers and save it as "${name}".`);
  const card = page.getByRole("region", { name: "From the listing" });
  // Only the price's own line is quoted, not the living area on the line after it.
  const price = card.getByRole("table", { name: "Found in the listing" }).getByRole("row", { name: /^Purchase price/ });
  await expect(price.getByRole("cell").last()).toHaveText("Purchase price: €425,000");
  await expect(card.getByRole("row", { name: /Federal state/ })).toContainText("North Rhine-Westphalia");
  await expect(card).toContainText("Not in the listing");

  await approvalCard(page, false).getByRole("button", { name: "Don't save" }).click();
  await expect(approvalCard(page, false)).toContainText("Not saved: you said no.");
  await expect(page.getByRole("article", { name: "Kolleague" }).last()).toContainText("nothing was saved");
  await page.goto("/calculations");
  await expect(page.getByRole("heading", { level: 1, name: "Saved calculations" })).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
});

test.describe("accessibility @js", () => {
  test("a chat with a card awaiting approval has no serious or critical axe violations", async ({ page, signIn }) => {
    await signIn();
    await sendListing(page, "en", `${listing("cologne-en.txt")}\nSave it as "Axe ${unique()}".`);
    await expect(approvalCard(page, false).getByRole("button", { name: "Save", exact: true })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const severe = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});
