import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";

// How the calculator reads its address and a submitted form: parameters it does not know, repayment fields
// typed without their radio, an emptied repayment field and a number too long for a double.
const LOAN_250K =
  "purchasePrice=250000&state=BY&notaryPercent=1.5&landRegistryPercent=0.5&brokerPercent=0&equity=13750&interestRatePercent=4.1&initialRepaymentPercent=2&coldRentMonthly=900";
const figure = (page: Page, id: string) => page.locator(`[data-figure="${id}"] dd`).first();
// By role: a chart's accessible name can contain a field's name too ("Loan balance and equity").
const input = (page: Page, label: string) => page.getByRole("textbox", { name: new RegExp(`^${label}`) });
const CHOOSE_ONE = "Enter exactly one of these three: initial repayment rate, monthly payment or term.";

/** Fills the four required fields on the English page (250,000 in Berlin, 50,000 equity, 4.1 %). */
async function fillRequired(page: Page) {
  await input(page, "Purchase price").fill("250,000");
  await page.getByLabel("Federal state").selectOption("BE");
  await input(page, "Equity").fill("50,000");
  await input(page, "Interest rate").fill("4.1");
}

test.describe("calculator address and form", () => {
  for (const [path, empty, summary] of [
    ["/calculator?utm_source=newsletter", "Enter the purchase price, the federal state", "Please check the marked fields."],
    ["/calculator?fbclid=abc", "Enter the purchase price, the federal state", "Please check the marked fields."],
    ["/de/calculator?foo=bar", "Gib Kaufpreis, Bundesland, Eigenkapital und Sollzins ein", "Bitte prüfe die markierten Felder."],
  ] as const) {
    test(`${path} shows the empty calculator, not errors`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText(empty)).toBeVisible();
      await expect(page.getByText(summary)).toHaveCount(0);
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
      await expect(page.getByRole("textbox", { name: /^(Initial repayment|Anfängliche Tilgung)$/ })).toHaveValue(/^2$/);
    });
  }

  test("a shared link with a tracking parameter still calculates", async ({ page }) => {
    await page.goto(`/calculator?${LOAN_250K}&utm_source=newsletter`);
    await expect(figure(page, "monthlyPayment")).toHaveText("€1,270.83");
    await expect(page.getByText("Please check the marked fields.")).toHaveCount(0);
  });

  test("a monthly payment typed without clicking its radio counts and stays in its field", async ({ page }) => {
    await page.goto("/de/calculator");
    await hydrated(page);
    await input(page, "Kaufpreis").fill("300.000");
    await page.getByLabel("Bundesland").selectOption("NW");
    await input(page, "Eigenkapital").fill("60.000");
    await input(page, "Sollzins").fill("3,8");
    await page.getByRole("textbox", { name: "Monatsrate", exact: true }).fill("1.500");
    await page.getByRole("button", { name: "Berechnen" }).click();
    await expect(figure(page, "monthlyPayment")).toHaveText(/^1\.500,00\s€$/);
    await expect(page).toHaveURL(/[?&]monthlyPayment=1500(&|#|$)/);
    expect(page.url()).not.toContain("initialRepaymentPercent");
    await expect(page.getByRole("textbox", { name: "Monatsrate", exact: true })).toHaveValue("1.500");
    await expect(page.getByRole("radio", { name: "Monatsrate" })).toBeChecked();
  });

  test("a term typed without clicking its radio counts", async ({ page }) => {
    await page.goto("/calculator");
    await hydrated(page);
    await fillRequired(page);
    await page.getByRole("textbox", { name: "Term", exact: true }).fill("25");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/[?&]termYears=25(&|#|$)/);
    expect(page.url()).not.toContain("initialRepaymentPercent");
    await expect(page.getByRole("radio", { name: "Term" })).toBeChecked();
    await expect(page.getByText("Please check the marked fields.")).toHaveCount(0);
  });

  test("an emptied initial repayment stays empty next to its error", async ({ page }) => {
    await page.goto("/calculator");
    await hydrated(page);
    await fillRequired(page);
    const initial = input(page, "Initial repayment");
    await initial.fill("");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByText("Please check the marked fields.")).toBeVisible();
    await expect(page.getByText(CHOOSE_ONE).first()).toBeVisible();
    await expect(initial).toHaveValue("");
    await expect(initial).toHaveAttribute("aria-invalid", "true");
    await expect(input(page, "Purchase price")).toHaveValue("250,000");
  });

  test("a number too long for a double comes back with every digit, next to its error", async ({ page }) => {
    await page.goto("/calculator");
    await hydrated(page);
    await fillRequired(page);
    const price = input(page, "Purchase price");
    await price.fill("99999999999999999999999");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByText("Enter a purchase price between €1,000 and €100,000,000.")).toBeVisible();
    await expect(page).toHaveURL(/[?&]purchasePrice=99999999999999999999999(&|#|$)/);
    // Without JavaScript the page shows it grouped, as every money field; with it, as typed.
    await expect(price).toHaveValue(/^99(,?999){7}$/);
    await expect(price).toHaveAttribute("aria-invalid", "true");
  });

  test("without JavaScript, two typed repayment values both stay and the page asks for one", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "no-js", "With JavaScript the radio follows typing, so it says which value counts.");
    await page.goto("/calculator");
    await fillRequired(page);
    await input(page, "Initial repayment").fill("3");
    await page.getByRole("textbox", { name: "Monthly payment", exact: true }).fill("1,500");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByText(CHOOSE_ONE)).toHaveCount(2);
    await expect(input(page, "Initial repayment")).toHaveValue("3");
    await expect(page.getByRole("textbox", { name: "Monthly payment", exact: true })).toHaveValue("1,500");
    await expect(page).toHaveURL(/initialRepaymentPercent=3&monthlyPayment=1500/);
  });
});
