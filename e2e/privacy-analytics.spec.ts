import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";

// DPO audit M2: with analytics consented, Plausible gets origin and path only, on first load and after
// client-side navigation, and nothing on pages outside the measurement opt-in. plausible.io is not
// reachable in tests: a stand-in for its manual script records what the page hands it.
const RECORDER = `(() => {
  const seen = (window.__pageviews = []);
  const record = (name, options) => seen.push({ name, u: options && options.u });
  ((window.plausible && window.plausible.q) || []).forEach((args) => record(...args));
  window.plausible = record;
})();`;
const pageviews = (page: Page) => page.evaluate(() => (window as unknown as { __pageviews?: { name: string; u: string }[] }).__pageviews ?? []);

test("page views carry origin and path only, also after client-side navigation, and none on other pages @js", async ({ page, baseURL }) => {
  await page.route("https://plausible.io/**", (route) =>
    route.request().url().endsWith("/js/script.manual.js") ? route.fulfill({ contentType: "text/javascript", body: RECORDER }) : route.abort(),
  );
  const consent = await page.request.post("/resources/consent", { form: { intent: "accept-all", redirectTo: "/" }, maxRedirects: 0 });
  expect(consent.status()).toBe(303);

  await page.goto("/calculator?purchasePrice=450000&equity=90000");
  await hydrated(page);
  await expect.poll(() => pageviews(page)).toEqual([{ name: "pageview", u: `${baseURL}/calculator` }]);

  await page.getByRole("banner").getByRole("link", { name: "Blog" }).first().click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect
    .poll(() => pageviews(page))
    .toEqual([
      { name: "pageview", u: `${baseURL}/calculator` },
      { name: "pageview", u: `${baseURL}/blog` },
    ]);

  // Settings and legal pages are outside the opt-in: the client-side navigation reports nothing.
  await page.getByRole("contentinfo").getByRole("link", { name: "Cookie settings" }).click();
  await expect(page).toHaveURL(/\/cookies$/);
  await expect(page.getByRole("button", { name: "Save choice" })).toBeVisible();
  await expect(page.locator('script[src*="plausible.io"]')).toHaveCount(0);
  expect(await pageviews(page)).toHaveLength(2);
});
