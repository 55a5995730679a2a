import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { uniqueEmail } from "../tests/support/session";

const copy = {
  en: {
    prefix: "",
    chooseYearly: "Choose yearly",
    order: "Order with obligation to pay",
    startTrial: "Start trial",
    welcome: "Welcome to Kolleague Plus",
    toSettings: "Your membership in the settings",
    trial: /Trial up to and including \d{1,2} \w+ \d{4}/,
    manage: "Manage membership",
    cancelAtEnd: "Cancel at the end of the period",
    back: "Back",
    cancelling: /Cancelled: ends on \d{1,2} \w+ \d{4}/,
  },
  de: {
    prefix: "/de",
    chooseYearly: "Jährlich wählen",
    order: "zahlungspflichtig bestellen",
    startTrial: "Testphase starten",
    welcome: "Willkommen bei Kolleague Plus",
    toSettings: "Deine Mitgliedschaft in den Einstellungen",
    trial: /Testphase bis einschließlich \d{1,2}\. \w+ \d{4}/,
    manage: "Mitgliedschaft verwalten",
    cancelAtEnd: "Zum Ende des Zeitraums kündigen",
    back: "Zurück",
    cancelling: /Gekündigt: endet am \d{1,2}\. \w+ \d{4}/,
  },
} as const;

for (const locale of ["en", "de"] as const) {
  const c = copy[locale];
  test(`${locale}: pricing → order overview → Stripe → success → settings → portal → cancel at period end`, async ({ page, signIn }) => {
    await signIn({ fullName: "Member Test", locale });
    await page.goto(`${c.prefix}/pricing`);
    await expect(page.getByText(/99,00\s€|€99\.00/).first()).toBeVisible();
    await page.getByRole("link", { name: c.chooseYearly }).click();
    await expect(page.getByRole("checkbox")).not.toBeChecked();
    await page.getByRole("button", { name: c.order }).click();

    await page.getByRole("button", { name: c.startTrial }).click();
    await expect(page.getByRole("heading", { level: 1, name: c.welcome })).toBeVisible();
    await page.getByRole("link", { name: c.toSettings }).click();
    await expect(page.getByText(c.trial)).toBeVisible();

    await page.getByRole("button", { name: c.manage }).click();
    await page.getByRole("button", { name: c.cancelAtEnd }).click();
    await page.getByRole("link", { name: c.back }).click();
    await expect(page.getByText(c.cancelling)).toBeVisible();
  });
}

test("de: the cancellation button works signed out and shows the declaration with its time of receipt", async ({ page }) => {
  await page.goto("/de");
  await page.getByRole("contentinfo").getByRole("link", { name: "Verträge hier kündigen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Verträge hier kündigen" })).toBeVisible();
  await page.getByRole("button", { name: "jetzt kündigen" }).click();
  await expect(page.getByLabel("Dein Name")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Dein Name").fill("Erika Mustermann");
  await page.getByLabel("E-Mail-Adresse für die Bestätigung").fill(uniqueEmail("kuendigung"));
  await page.getByLabel("Art der Kündigung").selectOption("ordinary");
  await page.getByRole("button", { name: "jetzt kündigen" }).click();
  await expect(page.getByRole("heading", { name: "Deine Kündigung ist eingegangen" })).toBeVisible();
  await expect(page.getByText(/Eingegangen am \d{1,2}\. \w+ \d{4} um \d{2}:\d{2}:\d{2}/)).toBeVisible();
  await expect(page.getByText("Name: Erika Mustermann")).toBeVisible();
});

test("en: the withdrawal button asks to confirm, then acknowledges", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Withdraw from contract" }).click();
  await page.getByLabel("Your name").fill("Max Mustermann");
  await page.getByLabel("E-mail address for the confirmation").fill(uniqueEmail("withdraw"));
  await page.getByRole("button", { name: "Withdraw from contract" }).click();
  await expect(page.getByText("I hereby withdraw from the contract I concluded for Kolleague Plus.")).toBeVisible();
  await page.getByRole("button", { name: "Confirm withdrawal" }).click();
  await expect(page.getByRole("heading", { name: "Your withdrawal has been received" })).toBeVisible();
  await expect(page.getByText(/Received on \d{1,2} \w+ \d{4} at \d{2}:\d{2}:\d{2}/)).toBeVisible();
});

test("billing pages have no serious or critical axe violations @js", async ({ page, signIn }) => {
  await signIn({ fullName: "Member Test", locale: "en" });
  for (const path of ["/pricing", "/de/checkout?interval=year", "/cancel-contract", "/de/withdraw", "/my/settings"]) {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${path}: ${v.id}`)).toEqual([]);
  }
});
