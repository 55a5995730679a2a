import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const MUNICH =
  "purchasePrice=450000&state=BY&contractDate=2026-03-01&equity=150000&interestRatePercent=3.5&initialRepaymentPercent=3&coldRentMonthly=1300";
const BERLIN =
  "purchasePrice=250000&state=BE&contractDate=2026-03-01&equity=50000&interestRatePercent=4.1&initialRepaymentPercent=2&coldRentMonthly=900";

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
const row = (page: Page, name: string) => page.getByRole("article", { name, exact: true });
const input = (page: Page, label: string) => page.getByRole("textbox", { name: new RegExp(`^${label}`) });

async function saveAs(page: Page, name: string, saved: string) {
  const panel = page.getByRole("region", { name: /^(Save this calculation|Diese Berechnung speichern)$/ });
  await panel.getByRole("textbox").fill(name);
  await panel.getByRole("button").click();
  await expect(toast(page, saved)).toBeVisible();
}

test("save, list, rename, duplicate, compare and delete calculations", async ({ page, signIn }) => {
  test.slow(); // a whole journey of a dozen page loads
  await signIn({ fullName: "Saver" });
  await page.goto("/calculator");
  await input(page, "Purchase price").fill("300,000");
  await page.getByLabel("Federal state").selectOption("NW");
  await input(page, "Equity").fill("60,000");
  await input(page, "Interest rate").fill("3.8");
  await input(page, "Cold rent").fill("1,000");
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page.locator('[data-figure="monthlyPayment"] dd').first()).toHaveText("€1,335.02");
  await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("€300,000 in North Rhine-Westphalia");
  await saveAs(page, "Flat in Cologne", "Saved “Flat in Cologne”.");
  await page.goto(`/calculator?${MUNICH}`);
  await saveAs(page, "House in Munich", "Saved “House in Munich”.");

  await page.getByRole("link", { name: "Your saved calculations" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Saved calculations" })).toBeVisible();
  await expect(row(page, "Flat in Cologne").getByText("€1,335.02")).toBeVisible();

  const cologne = row(page, "Flat in Cologne");
  await cologne.getByText("Rename", { exact: true }).click();
  await cologne.getByRole("textbox", { name: "New name" }).fill("Cologne, 3rd floor");
  await cologne.getByRole("button", { name: "Save name" }).click();
  await expect(toast(page, "Renamed to “Cologne, 3rd floor”.")).toBeVisible();
  await expect(row(page, "Flat in Cologne")).toHaveCount(0);

  await row(page, "House in Munich").getByRole("button", { name: "Duplicate" }).click();
  await expect(toast(page, "Calculation duplicated.")).toBeVisible();
  await expect(row(page, "House in Munich (copy)")).toBeVisible();

  await page.getByRole("checkbox", { name: "Select for comparison: Cologne, 3rd floor" }).check();
  await page.getByRole("checkbox", { name: "Select for comparison: House in Munich", exact: true }).check();
  await page.getByRole("button", { name: "Compare selected" }).click();
  await expect(page).toHaveURL(/\/compare\?ids=[0-9a-f-]+&ids=[0-9a-f-]+$/);
  const table = page.getByRole("table", { name: "Key figures side by side" });
  await expect(table.getByRole("columnheader")).toHaveText(["Figure", "Cologne, 3rd floor", "House in Munich"]);
  const payment = table.getByRole("row", { name: /^Monthly payment/ });
  await expect(payment.getByRole("cell").nth(0)).toHaveText("€1,335.02Best value");
  await expect(payment.getByRole("cell").nth(1)).not.toContainText("Best value");
  await expect(page.getByRole("figure")).toHaveCount(4);

  await page.getByRole("link", { name: "Choose from your saved calculations" }).click();
  const copy = row(page, "House in Munich (copy)");
  await copy.getByText("Delete", { exact: true }).click();
  await expect(copy.getByText("Delete “House in Munich (copy)” for good? This cannot be undone.")).toBeVisible();
  await copy.getByRole("button", { name: "Yes, delete" }).click();
  await expect(toast(page, "Calculation deleted.")).toBeVisible();
  await expect(row(page, "House in Munich (copy)")).toHaveCount(0);
  await expect(row(page, "House in Munich")).toBeVisible();
});

test("in German: save from a shared link, compare with German numbers, refuse more than five", async ({ page, signIn }) => {
  await signIn({ fullName: "Saver" });
  await page.goto(`/de/calculator?${BERLIN}`);
  await saveAs(page, "Wohnung in Berlin", "„Wohnung in Berlin“ gespeichert.");
  await page.goto(`/de/calculator?${MUNICH}`);
  await saveAs(page, "Haus in München", "„Haus in München“ gespeichert.");

  await page.goto("/de/calculations");
  await expect(row(page, "Wohnung in Berlin").getByText(/^1\.163,70\s€$/)).toBeVisible();
  await expect(row(page, "Wohnung in Berlin").getByText(/^Gespeichert am \d{1,2}\. \S+ 20\d\d$/)).toBeVisible();
  await page.getByRole("checkbox", { name: "Zum Vergleich auswählen: Wohnung in Berlin" }).check();
  await page.getByRole("checkbox", { name: "Zum Vergleich auswählen: Haus in München" }).check();
  await page.getByRole("button", { name: "Auswahl vergleichen" }).click();
  const table = page.getByRole("table", { name: "Kennzahlen nebeneinander" });
  // Columns follow the list: the most recently saved first.
  await expect(table.getByRole("columnheader")).toHaveText(["Kennzahl", "Haus in München", "Wohnung in Berlin"]);
  await expect(
    table
      .getByRole("row", { name: /^Kaufpreis/ })
      .getByRole("cell")
      .nth(1),
  ).toHaveText(/^250\.000,00\s€$/);
  await expect(table.getByText("Bester Wert").first()).toBeVisible();

  const ids = Array.from({ length: 6 }, (_, n) => `ids=00000000-0000-4000-8000-00000000000${n}`).join("&");
  await page.goto(`/de/compare?${ids}`);
  await expect(page.getByRole("alert")).toHaveText(
    "Du hast 6 Berechnungen ausgewählt, mehr als sich auf einmal vergleichen lassen. Bitte wähle weniger aus.",
  );
});

test("signed out, the calculator offers to sign in and comes back to the same calculation", async ({ page }) => {
  await page.goto(`/calculator?${BERLIN}`);
  await page.getByRole("link", { name: "Sign in to save this calculation" }).click();
  await expect(page).toHaveURL(
    new RegExp(`/login\\?redirectTo=${encodeURIComponent(`/calculator?${BERLIN}`).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
  );
});

test("the list and the comparison pass axe @js", async ({ page, signIn }) => {
  test.slow(); // two saves and two full axe runs
  await signIn({ fullName: "Saver" });
  for (const [search, name] of [
    [BERLIN, "Berlin"],
    [MUNICH, "Munich"],
  ] as const) {
    await page.goto(`/calculator?${search}`);
    await saveAs(page, name, `Saved “${name}”.`);
  }
  await page.goto("/calculations");
  await row(page, "Berlin").getByText("Rename", { exact: true }).click();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole("checkbox", { name: "Select for comparison: Berlin" }).check();
  await page.getByRole("checkbox", { name: "Select for comparison: Munich" }).check();
  await page.getByRole("button", { name: "Compare selected" }).click();
  await expect(page.getByRole("table")).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test("at 375 pixels the comparison of homes not let scrolls inside its table, not the page", async ({ page, signIn }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn({ fullName: "Narrow Comparer" });
  for (const [price, name] of [
    ["300000", "Home A"],
    ["350000", "Home B"],
  ] as const) {
    await page.goto(`/calculator?purchasePrice=${price}&state=NW&equity=60000&interestRatePercent=3.8&initialRepaymentPercent=2`);
    await saveAs(page, name, `Saved “${name}”.`);
  }
  await page.goto("/calculations");
  await page.getByRole("checkbox", { name: "Select for comparison: Home A" }).check();
  await page.getByRole("checkbox", { name: "Select for comparison: Home B" }).check();
  await page.getByRole("button", { name: "Compare selected" }).click();
  await expect(page.getByRole("table")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
