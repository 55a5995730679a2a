import AxeBuilder from "@axe-core/playwright";
import { expect, hydrated, test } from "./fixtures";

test.describe("legal pages", () => {
  test("the footer leads to the imprint, which is complete", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Imprint" }).click();
    await expect(page).toHaveURL(/\/imprint$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Imprint");
    await expect(page.getByRole("heading", { level: 2, name: "Dispute resolution" })).toBeVisible();
    await expect(page).toHaveTitle("Imprint · Kolleague");
  });

  test("the footer of the sign-in page and of the German site leads to the accessibility statement", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("contentinfo").getByRole("link", { name: "Accessibility" }).click();
    await expect(page).toHaveURL(/\/accessibility$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accessibility statement");
    await expect(page).toHaveTitle("Accessibility statement · Kolleague");

    await page.goto("/de");
    await page.getByRole("contentinfo").getByRole("link", { name: "Barrierefreiheit" }).click();
    await expect(page).toHaveURL(/\/de\/accessibility$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Erklärung zur Barrierefreiheit");
    await expect(page.getByRole("heading", { level: 2, name: "6. Marktüberwachungsbehörde" })).toBeVisible();
    await expect(page.getByText(/teilweise vereinbar/)).toBeVisible();
  });

  test("a legal text stays whole once the page comes alive, and arrives whole with a navigation @js", async ({ page }) => {
    await page.goto("/de/imprint");
    await hydrated(page);
    const article = page.getByRole("article");
    await expect(article.getByRole("heading", { level: 2, name: "Streitbeilegung" })).toBeVisible();
    // A navigation in the browser (no document request) brings the next text in its loader data.
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "Datenschutzerklärung" }).last().click();
    await expect(page).toHaveURL(/\/de\/privacy$/);
    await expect(article.getByRole("heading", { level: 3, name: "3.7 Zahlungsabwicklung" })).toBeVisible();
    await page.goBack();
    await expect(article.getByRole("heading", { level: 2, name: "Streitbeilegung" })).toBeVisible();
    expect(documents).toEqual([]);
  });

  test("a table-of-contents link jumps to its section", async ({ page }) => {
    await page.goto("/de/privacy");
    const section = page.getByRole("heading", { level: 3, name: "3.7 Zahlungsabwicklung" });
    await expect(section).not.toBeInViewport();
    await page.getByRole("navigation", { name: "Inhalt" }).getByRole("link", { name: "3.7 Zahlungsabwicklung" }).click();
    await expect(page).toHaveURL(/\/de\/privacy#3-7-zahlungsabwicklung$/);
    await expect(section).toBeInViewport();
  });

  test("the English refund policy points to the binding German text", async ({ page }) => {
    await page.goto("/refund");
    await expect(page.getByText("Effective from: 1 January 2026")).toBeVisible();
    await page.getByRole("link", { name: "German version" }).click();
    await expect(page).toHaveURL(/\/de\/refund$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Widerrufsbelehrung und Erstattungen");
    await expect(page.getByRole("heading", { level: 2, name: "3. Muster-Widerrufsformular" })).toBeVisible();
  });
});

test.describe("legal pages on a small screen", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("fit 375 pixels without sideways scrolling, long German titles included", async ({ page }) => {
    for (const name of ["imprint", "privacy", "terms", "refund", "accessibility"]) {
      for (const url of [`/${name}`, `/de/${name}`]) {
        await page.goto(url);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, url).toBeLessThanOrEqual(0);
      }
    }
  });
});

// axe injects a script, which hangs with JavaScript disabled: it runs in the JS project only.
test.describe("legal pages accessibility @js", () => {
  for (const document of ["imprint", "privacy", "terms", "refund", "accessibility"]) {
    for (const url of [`/${document}`, `/de/${document}`]) {
      test(`${url} has no axe violations`, async ({ page }) => {
        await page.goto(url);
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      });
    }
  }
});
