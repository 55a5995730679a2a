import { expect, hydrated, test } from "./fixtures";

test.describe("landing page", () => {
  test("explains the product in English with working calls to action", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("Kolleague");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("digital AI colleague");
    await expect(page.getByRole("link", { name: "Try the calculator" })).toHaveAttribute("href", "/calculator");
    await page.getByRole("link", { name: "Sign up free" }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test("is German under /de and links stay German", async ({ page }) => {
    await page.goto("/de");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("KI-Kollege");
    await expect(page.getByRole("link", { name: "Rechner ausprobieren" })).toHaveAttribute("href", "/de/calculator");
    await page.getByRole("contentinfo").getByRole("link", { name: "Impressum" }).click();
    await expect(page).toHaveURL(/\/de\/imprint$/);
  });
});

test.describe("first paint", () => {
  test("shows the page before any of its JavaScript is requested, then the page comes alive @js", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    for (const path of ["/de/imprint", "/calculator"]) {
      await page.goto(path);
      await hydrated(page);
      const timing = await page.evaluate(() => ({
        firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => entry.startTime),
      }));
      expect(timing.firstContentfulPaint, path).toBeLessThan(Infinity);
      expect(timing.scripts.length, path).toBeGreaterThan(3);
      for (const start of timing.scripts) expect(start, path).toBeGreaterThanOrEqual(timing.firstContentfulPaint);
    }
    // The scripts the loader adds pass the page's CSP (a refused one would be logged as an error).
    expect(errors).toEqual([]);
    // Enhancements work once loaded: the language menu opens.
    await page.getByRole("banner").getByLabel("Language: English").click();
    await expect(page.getByRole("button", { name: "Deutsch" })).toBeVisible();
  });
});

test.describe("language switcher", () => {
  test("switches to the German twin of the current page, remembers it and confirms", async ({ page }) => {
    await page.goto("/imprint");
    await hydrated(page);
    await page.getByRole("banner").getByLabel("Language: English").click();
    await page.getByRole("button", { name: "Deutsch" }).click();
    await expect(page).toHaveURL(/\/de\/imprint$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("status").filter({ hasText: "Sprache gespeichert." })).toBeVisible();
    // The choice is remembered: a bare path now opens in German.
    await page.goto("/terms");
    await expect(page).toHaveURL(/\/de\/terms$/);
  });
});

test.describe("notifications", () => {
  test("sit below the header, leave its menus usable and stay closed once closed @js", async ({ page }) => {
    await page.goto("/imprint");
    await hydrated(page);
    await page.getByRole("banner").getByLabel("Language: English").click();
    await page.getByRole("button", { name: "Deutsch" }).click();
    // A new document: its server-rendered toast is inserted again into the live region once the page is live
    // (so it is announced), which replaces the element; measure after that.
    await expect(page).toHaveURL(/\/de\/imprint$/);
    await hydrated(page);
    const toast = page.getByRole("status").filter({ hasText: "Sprache gespeichert." });
    await expect(toast).toBeVisible();
    const header = await page.getByRole("banner").boundingBox();
    const box = await toast.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    // The language menu opens over the toast: its items take the click, not the toast.
    await page.getByRole("banner").getByLabel("Sprache: Deutsch").click();
    await page.getByRole("button", { name: "English" }).click();
    await expect(page).toHaveURL(/\/imprint$/);
    // Closing is the page's script: a click before it is live would be lost.
    await hydrated(page);
    const english = page.getByRole("status").filter({ hasText: "Language saved." });
    await english.getByRole("button", { name: "Close notification" }).click();
    await expect(english).toBeHidden();
  });
});

test.describe("theme", () => {
  test("switches to dark and back to the system setting", async ({ page }) => {
    await page.goto("/de/imprint");
    await hydrated(page);
    await page.getByRole("banner").getByLabel("Farbschema: System").click();
    // With JavaScript the choice is saved by a background request; wait for it before reloading.
    const saved = page.waitForResponse((r) => r.url().endsWith("/resources/theme"));
    await page.getByRole("button", { name: "Dunkel" }).click();
    await saved;
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await hydrated(page);
    await page.getByRole("banner").getByLabel("Farbschema: Dunkel").click();
    const cleared = page.waitForResponse((r) => r.url().endsWith("/resources/theme"));
    await page.getByRole("button", { name: "System" }).click();
    await cleared;
    // Without JavaScript the answer is a redirect and the page is still loading: reloading then races
    // the navigation ("Not attached to an active page"). The new state is the sync point.
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await page.reload();
    await expect(page.getByRole("banner").getByLabel("Farbschema: System")).toBeVisible();
  });
});

test.describe("errors", () => {
  test("unknown pages get the localized not-found page inside the site frame", async ({ page }) => {
    const response = await page.goto("/nope");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByText("Page Not Found: /nope")).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    const german = await page.goto("/de/gibt-es-nicht");
    expect(german?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Seite nicht gefunden" })).toBeVisible();
  });
});

test.describe("small screens", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("collapse the navigation into a menu that opens and navigates", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const bar = page.getByRole("banner");
    await expect(bar.getByRole("link", { name: "Calculator" })).toBeHidden();
    await bar.getByLabel("Open menu").click();
    await bar.getByRole("link", { name: "Calculator" }).click();
    await expect(page).toHaveURL(/\/calculator$/);
  });

  for (const path of ["/", "/de"]) {
    test(`fit ${path} without sideways scrolling, menus open included`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await expect(page.getByRole("banner").getByRole("link", { name: path === "/" ? "Login" : "Anmelden" })).toBeInViewport();
      for (const label of path === "/"
        ? ["Open menu", "Language: English", "Colour scheme: System"]
        : ["Menü öffnen", "Sprache: Deutsch", "Farbschema: System"]) {
        const trigger = page.getByRole("banner").getByLabel(label);
        await expect(trigger).toBeInViewport();
        await trigger.click();
        expect(await overflow(), label).toBeLessThanOrEqual(0);
        await trigger.click();
      }
    });
  }
});
