import { TYPE_AHEAD_RESET_MS } from "../app/components/menu/type-ahead";
import { expect, hydrated, test } from "./fixtures";

// Keyboard and dismissal behaviour needs JavaScript; without it the menus are plain <details>. Each test
// waits for hydration first: before it, a click opens the <details> natively but nothing closes it again.
test.describe("menus @js", () => {
  test("open with the arrow key, move with arrows, close with Escape back on the trigger", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const trigger = page.getByRole("banner").getByLabel("Colour scheme: System");
    await trigger.focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("button", { name: "Light" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("button", { name: "Dark" })).toBeFocused();
    await page.keyboard.press("End");
    await expect(page.getByRole("button", { name: "System" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Light" })).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("type-ahead jumps to the matching item and forgets what was typed after a pause", async ({ page }) => {
    // The page's clock stands still, so keys typed one after another fall in one type-ahead window
    // however slow the machine, and the pause is a jump of the clock rather than a wait.
    const start = new Date("2026-03-02T09:00:00Z").getTime();
    await page.clock.setFixedTime(start);
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("banner").getByLabel("Colour scheme: System").focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.type("s");
    await expect(page.getByRole("button", { name: "System" })).toBeFocused();
    // "sd" matches nothing: the focus stays.
    await page.keyboard.type("d");
    await expect(page.getByRole("button", { name: "System" })).toBeFocused();
    await page.clock.setFixedTime(start + TYPE_AHEAD_RESET_MS + 1);
    await page.keyboard.type("l");
    await expect(page.getByRole("button", { name: "Light" })).toBeFocused();
  });

  test("close on an outside click and on scroll", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("banner").getByLabel("Language: English").click();
    await expect(page.getByRole("button", { name: "Deutsch" })).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(page.getByRole("button", { name: "Deutsch" })).toBeHidden();
    await page.getByRole("banner").getByLabel("Language: English").click();
    await page.mouse.wheel(0, 400);
    await expect(page.getByRole("button", { name: "Deutsch" })).toBeHidden();
  });

  test("tooltips appear after a delay on hover and close on Escape", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const trigger = page.getByRole("banner").getByLabel("Language: English");
    const tip = page.getByRole("banner").locator(".tooltip", { hasText: "Language" });
    await expect(tip).toBeHidden();
    await trigger.hover();
    // The 300 ms show delay is a CSS transition delay; asserting it beats racing a clock on a busy machine.
    expect(await tip.evaluate((el) => getComputedStyle(el).transitionDelay)).toContain("0.3s");
    await expect(tip).toBeVisible({ timeout: 5000 });
    await page.keyboard.press("Escape");
    await expect(tip).toBeHidden();
  });
});

// The header menus are disclosures, where Tab is the key people use: it walks every item and a menu
// closes once focus has left it.
test.describe("menus and Tab @js", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("Tab reaches every item of each header menu, leaving one closes it, a theme choice keeps focus", async ({ page, signIn }) => {
    await signIn();
    await page.goto("/app");
    await hydrated(page);
    const banner = page.getByRole("banner");
    const open = banner.locator("details[open]");
    const tabThrough = async (trigger: string, items: string[]) => {
      await expect(banner.getByLabel(trigger)).toBeFocused();
      await page.keyboard.press("Enter");
      for (const name of items) {
        await page.keyboard.press("Tab");
        await expect(page.locator(":focus")).toHaveAccessibleName(name);
      }
    };
    await banner.getByLabel("Your account").focus();
    await tabThrough("Your account", ["Profile", "Settings", "Support", "Logout"]);
    await page.keyboard.press("Tab");
    await expect(open).toHaveCount(0);

    await tabThrough("Colour scheme: System", ["Light", "Dark"]);
    await page.keyboard.press("Enter");
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(open).toHaveCount(0);
    await expect(banner.getByLabel("Colour scheme: Dark")).toBeFocused();

    await page.keyboard.press("Tab");
    await tabThrough("EN, Language: English", ["English", "Deutsch"]);
    await page.keyboard.press("Tab");
    await expect(open).toHaveCount(0);

    await tabThrough("Open menu", ["Calculator", "AI Chat", "Pricing", "Blog"]);
    await page.keyboard.press("Escape");
    await expect(open).toHaveCount(0);
    await expect(banner.getByLabel("Open menu")).toBeFocused();
  });
});
