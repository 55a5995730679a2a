import AxeBuilder from "@axe-core/playwright";
import { createConfirmedUser } from "../tests/support/session";
import { makePlusMember } from "../tests/support/billing";
import { expect, test } from "./fixtures";

/** A member with a running subscription (someone else than the browser's visitor), whose account speaks `locale`. */
async function member(baseURL: string, locale: "en" | "de" = "en") {
  const owner = await createConfirmedUser({ fullName: "Link Owner", locale });
  return { owner, contractId: await makePlusMember({ url: baseURL }, owner) };
}

test("a stranger's cancellation waits; the owner confirms it through the mailed link, once", async ({ page, mailbox, baseURL }) => {
  const { owner, contractId } = await member(baseURL!);
  await page.goto("/cancel-contract");
  await page.getByLabel("Your name").fill("Not The Owner");
  await page.getByLabel("E-mail address for the confirmation").fill(mailbox.address);
  await page.getByLabel("Contract number (optional)").fill(contractId);
  await page.getByRole("button", { name: "Cancel now" }).click();
  await expect(page.getByRole("heading", { name: "Your cancellation has been received" })).toBeVisible();
  await expect(page.getByText(/we carry it out as soon as the account holder confirms it/)).toBeVisible();
  await mailbox.waitFor(/Confirmation of your cancellation/);

  const ask = await mailbox.waitFor(/Please confirm the cancellation/, owner.email);
  const link = new URL(ask.links.find((href) => href.includes("/confirm-declaration?"))!);
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole("heading", { name: "Confirm the cancellation of your contract" })).toBeVisible();
  await expect(page.getByText(`Contract: ${contractId}`)).toBeVisible();
  await page.getByRole("button", { name: "Confirm cancellation" }).click();
  await expect(page.getByRole("heading", { name: "Your cancellation is confirmed" })).toBeVisible();
  await expect(page.getByText(/Your contract ends on \d{1,2} \w+ \d{4}/)).toBeVisible();

  await page.goto(link.pathname + link.search);
  await expect(page.getByRole("heading", { name: "This link is no longer valid" })).toBeVisible();
});

test("de: the owner confirms a withdrawal made with the account's address alone", async ({ page, mailbox, baseURL }) => {
  const { owner } = await member(baseURL!, "de");
  await page.goto("/de/withdraw");
  await page.getByLabel("Dein Name").fill("Link Owner");
  await page.getByLabel("E-Mail-Adresse für die Bestätigung").fill(owner.email);
  await page.getByRole("button", { name: "Vertrag widerrufen" }).click();
  await page.getByRole("button", { name: "Widerruf bestätigen" }).click();
  await expect(page.getByRole("heading", { name: "Dein Widerruf ist eingegangen" })).toBeVisible();

  const ask = await mailbox.waitFor(/Bitte bestätige den Widerruf/, owner.email);
  const link = new URL(ask.links.find((href) => href.includes("/confirm-declaration?"))!);
  await page.goto(link.pathname + link.search);
  await page.getByRole("button", { name: "Widerruf bestätigen" }).click();
  await expect(page.getByRole("heading", { name: "Dein Widerruf ist bestätigt" })).toBeVisible();
  await expect(page.getByText("Deine Mitgliedschaft ist beendet.", { exact: false })).toBeVisible();
});

test("the confirmation page, open and used, has no serious or critical axe violations @js", async ({ page, mailbox, baseURL }) => {
  const { owner, contractId } = await member(baseURL!);
  await page.goto("/cancel-contract");
  await page.getByLabel("Your name").fill("Axe Check");
  await page.getByLabel("E-mail address for the confirmation").fill(owner.email);
  await page.getByLabel("Contract number (optional)").fill(contractId);
  await page.getByRole("button", { name: "Cancel now" }).click();
  await expect(page.getByRole("heading", { name: "Your cancellation has been received" })).toBeVisible();
  const ask = await mailbox.waitFor(/Please confirm the cancellation/, owner.email);
  const link = new URL(ask.links.find((href) => href.includes("/confirm-declaration?"))!);
  const scan = async (label: string) => {
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${label}: ${v.id}`)).toEqual([]);
  };
  await page.goto(link.pathname + link.search);
  await scan("open");
  await page.getByRole("button", { name: "Confirm cancellation" }).click();
  await expect(page.getByRole("heading", { name: "Your cancellation is confirmed" })).toBeVisible();
  await scan("confirmed");
  await page.goto(link.pathname + link.search);
  await scan("used");
});
