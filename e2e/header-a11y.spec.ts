import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";

/** WCAG 1.4.10: 320 CSS px is a 1280 px wide window at 400 % zoom. */
test.use({ viewport: { width: 320, height: 640 } });

/** The page does not scroll sideways, the menu button is wholly on screen and so is every header menu once open. */
async function expectHeaderFits(page: Page, openMenu: string) {
  const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await sideways()).toBe(0);
  const banner = page.getByRole("banner");
  await expect(banner.getByLabel(openMenu)).toBeInViewport({ ratio: 1 });
  for (const trigger of await banner.locator("summary").all()) {
    await trigger.click();
    await expect(banner.locator("details[open] > div")).toBeInViewport({ ratio: 1 });
    expect(await sideways()).toBe(0);
    await trigger.click();
    await expect(banner.locator("details[open]")).toHaveCount(0);
  }
}

test("at 320 px the header and its menus fit, signed out and in, and the app navigation wraps", async ({ page, signIn }) => {
  for (const path of ["/", "/de/pricing"]) {
    await page.goto(path);
    await hydrated(page);
    await expectHeaderFits(page, path === "/" ? "Open menu" : "Menü öffnen");
  }
  await signIn();
  await page.goto("/de/app");
  await hydrated(page);
  await expectHeaderFits(page, "Menü öffnen");
  for (const link of await page.getByRole("navigation", { name: "App-Navigation" }).getByRole("link").all()) {
    await expect(link).toBeInViewport({ ratio: 1 });
  }
});
