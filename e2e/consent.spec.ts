import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";

test.beforeEach(async ({ page }) => {
  // The analytics host is unreachable here; answer it locally so the test sees whether it is requested.
  await page.route("https://plausible.io/**", (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: "" }));
});

test.describe("cookie consent", () => {
  test("offers accept and reject with equal prominence and loads nothing optional before a choice", async ({ page }) => {
    const analytics: string[] = [];
    page.on("request", (request) => request.url().startsWith("https://plausible.io") && analytics.push(request.url()));
    await page.goto("/de");
    const banner = page.getByRole("region", { name: "Cookies und Datenschutz" });
    const accept = banner.getByRole("button", { name: "Alle akzeptieren" });
    const reject = banner.getByRole("button", { name: "Alle ablehnen" });
    await expect(accept).toBeVisible();
    await expect(reject).toBeVisible();
    const [a, r] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(Math.abs((a?.height ?? 0) - (r?.height ?? 0))).toBeLessThanOrEqual(1);
    expect(await accept.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      await reject.evaluate((el) => getComputedStyle(el).backgroundColor),
    );
    await reject.click();
    await expect(page.getByRole("status").filter({ hasText: "Cookie-Einstellungen sind gespeichert" })).toBeVisible();
    await expect(banner).toBeHidden();
    await expect(page.locator('script[src*="plausible.io"]')).toHaveCount(0);
    expect(analytics).toEqual([]);
  });

  test("can be changed at any time from the footer, and revoked again", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("region", { name: "Cookies and privacy" }).getByRole("button", { name: "Reject all" }).click();
    await page.getByRole("contentinfo").getByRole("link", { name: "Cookie settings" }).click();
    await expect(page).toHaveURL(/\/cookies$/);
    await expect(page.getByText(/analytics off, marketing off/)).toBeVisible();
    await page.getByRole("checkbox", { name: /Analytics/ }).check();
    await page.getByRole("button", { name: "Save choice" }).click();
    await expect(page.getByText(/analytics on, marketing off/)).toBeVisible();
    // Analytics runs on the public pages only (never on this one): the home page loads it now.
    await expect(page.locator('script[src*="plausible.io"]')).toHaveCount(0);
    await page.goto("/");
    await expect(page.locator('script[src="https://plausible.io/js/script.manual.js"]')).toHaveCount(1);
    await page.goto("/cookies");
    await page.getByRole("checkbox", { name: /Analytics/ }).uncheck();
    await page.getByRole("button", { name: "Save choice" }).click();
    await expect(page.getByText(/analytics off, marketing off/)).toBeVisible();
    await page.goto("/");
    await expect(page.locator('script[src*="plausible.io"]')).toHaveCount(0);
  });
});

test("accepting analytics loads the script @js", async ({ page }) => {
  const loaded = page.waitForRequest((request) => request.url() === "https://plausible.io/js/script.manual.js");
  await page.goto("/");
  await page.getByRole("button", { name: "Accept all" }).click();
  await loaded;
});

// The test app runs with the advertising pixel configured (tests/support/test-env.ts e2eAppEnv).
test.describe("the banner with an advertising pixel", () => {
  for (const { path, region, meta, joint, usa, accept, reject } of [
    {
      path: "/",
      region: "Cookies and privacy",
      meta: /measure our advertising with Meta/,
      joint: /joint controllers/,
      usa: /USA/,
      accept: "Accept all",
      reject: "Reject all",
    },
    {
      path: "/de",
      region: "Cookies und Datenschutz",
      meta: /messen wir unsere Werbung mit Meta/,
      joint: /gemeinsam verantwortlich/,
      usa: /USA/,
      accept: "Alle akzeptieren",
      reject: "Alle ablehnen",
    },
  ]) {
    test(`names Meta, joint controllership and the USA before any choice (${path})`, async ({ page }) => {
      await page.goto(path);
      const banner = page.getByRole("region", { name: region });
      // The first layer: visible without opening "Choose".
      // The first match is the text above the buttons; the category descriptions follow under "Choose".
      for (const text of [meta, joint, usa]) await expect(banner.getByText(text).first()).toBeVisible();
      await expect(banner).not.toContainText(/anonym/i);
      const [a, r] = [banner.getByRole("button", { name: accept }), banner.getByRole("button", { name: reject })];
      expect(await a.evaluate((el) => el.className)).toBe(await r.evaluate((el) => el.className));
    });
  }
});

test("the banner with an advertising pixel has no serious or critical axe violations @js", async ({ page }) => {
  await page.goto("/de/pricing");
  const banner = page.getByRole("region", { name: "Cookies und Datenschutz" });
  await banner.getByText("Auswählen").click();
  const results = await new AxeBuilder({ page }).include("section[aria-labelledby='consent-title']").analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
});
