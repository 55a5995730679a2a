import { expect, hydrated, test } from "./fixtures";

// § 25 TDDDG: the bot check's script may reach the browser only once the visitor starts using a form
// (decision 014); the footer's newsletter form is on every page, so a page view alone must not load it.
test("a page view loads no bot-check script; focusing the footer form's field starts it @js", async ({ page }) => {
  const widgetRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/widget.js")) widgetRequests.push(request.url());
  });
  await page.goto("/blog");
  await hydrated(page);
  // Every effect has run once the page is hydrated: a widget started on mount would have added its script by now.
  await expect(page.locator("script[data-bot-check]")).toHaveCount(0);
  const footer = page.getByRole("contentinfo");
  await expect(footer.locator(".frc-captcha")).toBeAttached();
  await expect(footer.locator('input[name="frc-captcha-response"]')).toHaveCount(0);
  expect(widgetRequests).toEqual([]);

  await footer.getByLabel("Email address").focus();
  await expect(footer.locator('input[name="frc-captcha-response"]')).toHaveValue(/^pass/);
  await expect.poll(() => widgetRequests.length).toBe(1);
});
