import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";

test.describe("blog", () => {
  test("list → post → translation → back to the list", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Kolleague blog");
    await page.getByRole("link", { name: "Purchase costs in Germany: what each federal state adds to the price" }).click();
    await expect(page).toHaveURL(/\/blog\/purchase-costs-by-federal-state$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Purchase costs in Germany: what each federal state adds to the price");
    await expect(page.getByText("Published on 16 November 2026")).toBeVisible();
    await expect(page.getByRole("table").first()).toBeVisible();
    await page.getByRole("link", { name: "Read this article in German" }).click();
    await expect(page).toHaveURL(/\/de\/blog\/kaufnebenkosten-nach-bundesland$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Kaufnebenkosten 2026/);
    await page.getByRole("link", { name: "Alle Artikel" }).click();
    await expect(page).toHaveURL(/\/de\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Der Kolleague-Blog");
  });

  test("the language menu finds a post's translation under its own slug", async ({ page }) => {
    await page.goto("/blog/annuity-loan-basics");
    await page.getByRole("banner").getByLabel("Language: English").click();
    await page.getByRole("button", { name: "Deutsch" }).click();
    await expect(page).toHaveURL(/\/de\/blog\/annuitaetendarlehen-einfach-erklaert$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Annuitätendarlehen einfach erklärt/);
  });

  test("an unknown post is a 404 inside the site frame", async ({ page }) => {
    const response = await page.goto("/de/blog/gibt-es-nicht");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
});

test.describe("blog accessibility @js", () => {
  for (const url of [
    "/blog",
    "/de/blog",
    "/blog/purchase-costs-by-federal-state",
    "/de/blog/kaufnebenkosten-nach-bundesland",
    "/blog/annuity-loan-basics",
    "/de/blog/annuitaetendarlehen-einfach-erklaert",
  ]) {
    test(`${url} has no axe violations`, async ({ page }) => {
      await page.goto(url);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }
});
