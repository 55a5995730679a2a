import { expect, hydrated, test } from "./fixtures";

const password = "a long enough passphrase";

test("a token the provider rejects refuses sign-up with the message, and the form keeps the e-mail @js", async ({ page, mailbox }) => {
  await page.goto("/signup");
  await hydrated(page);
  // The widget starts once the visitor starts using the form (no third-party request on a mere page view).
  await page.getByLabel("Email").focus();
  // The stand-in's widget script put a solved token into the form: the JavaScript path ran.
  const token = page.locator('input[name="frc-captcha-response"]');
  await expect(token).toHaveValue(/^pass/);
  // A bot forging the token: the provider answers "invalid".
  await token.evaluate((input: HTMLInputElement) => (input.value = "forged-by-a-bot"));
  await page.getByLabel("Email").fill(mailbox.address);
  await page.getByLabel(/^Password$/).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("alert")).toContainText("We could not confirm that you're not a bot.");
  await expect(page.getByLabel("Email")).toHaveValue(mailbox.address);
});

test("a solved check signs up with JavaScript on, and without JavaScript sign-up works as usual", async ({ page, mailbox }) => {
  await page.goto("/signup");
  await page.getByLabel("Email").fill(mailbox.address);
  await page.getByLabel(/^Password$/).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  if (test.info().project.name !== "no-js") {
    await hydrated(page);
    await expect(page.locator('input[name="frc-captcha-response"]')).toHaveValue(/^pass/);
  }
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("status")).toContainText(mailbox.address);
  await mailbox.waitFor(/Confirm your email address/);
});
