import { expect, test } from "./fixtures";

/** The English calculator catalogue's chunk (Vite names it after the file: calculator-<hash>.js). */
const CALCULATOR_CATALOGUE = /\/assets\/calculator-[\w-]+\.js$/;

test("a navigation keeps the current page until the next page's texts have arrived, never showing their keys @js", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(CALCULATOR_CATALOGUE, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  const requested = page.waitForRequest(CALCULATOR_CATALOGUE);
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Calculator" }).click();
  await requested;
  // The route's module has loaded and its catalogue is on its way: the landing page is still what shows.
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/^(?:title|Property calculator)$/);
  await expect(page.locator("main")).not.toContainText("form.title");
  release();
  await expect(page).toHaveURL(/\/calculator$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Property calculator");
  await expect(page.locator("main")).not.toContainText(/\b(?:form|fields|sections)\.\w+/);
});
