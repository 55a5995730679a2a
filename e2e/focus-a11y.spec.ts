import { expect, hydrated, test } from "./fixtures";

// Where focus goes when the page changes under it (WCAG 2.4.3, 4.1.3). Without JavaScript every one of these
// is a page load, which starts at the top by itself: these run in the JS project only.
test.describe("focus after navigation and actions @js", () => {
  test("a client-side navigation starts at the new page's heading and reads its title", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Accessibility", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Accessibility statement" })).toBeFocused();
    await expect(page.locator('[aria-live="polite"][aria-atomic="true"]')).toHaveText(await page.title());
  });

  test("what replaces a sent form takes the focus, in view: the next step, the receipt, 'check your inbox'", async ({ page, mailbox }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto("/withdraw");
    await hydrated(page);
    await page.getByLabel("Your name").fill("Focus Check");
    await page.getByLabel("E-mail address for the confirmation").fill(mailbox.address);
    await page.getByRole("button", { name: "Withdraw from contract" }).press("Enter");
    await expect(page.getByRole("heading", { name: "Please check your withdrawal" })).toBeFocused();
    await page.getByRole("button", { name: "Confirm withdrawal" }).press("Enter");
    const receipt = page.getByRole("heading", { name: "Your withdrawal has been received" });
    await expect(receipt).toBeFocused();
    await expect(receipt).toBeInViewport();

    await page.goto("/reset");
    await hydrated(page);
    await page.getByLabel("Email").fill(mailbox.address);
    await page.getByRole("button", { name: "Send" }).press("Enter");
    await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeFocused();
  });

  test("calculator: no alert while a field is typed; a submit with errors focuses the first field in error", async ({ page }) => {
    await page.goto("/calculator");
    await hydrated(page);
    const price = page.getByRole("textbox", { name: /^Purchase price/ });
    const summary = page.getByRole("alert").filter({ hasText: "Please check the marked fields" });
    await price.fill("3");
    await expect(price).toHaveAttribute("aria-invalid", "true");
    await expect(summary).toHaveCount(0);
    await page.getByRole("button", { name: "Calculate" }).press("Enter");
    await expect(summary).toBeVisible();
    await expect(price).toBeFocused();
    // The fields the submit flagged come next.
    await page.keyboard.press("Tab");
    await expect(page.getByLabel(/^Federal state/)).toBeFocused();
    await expect(page.getByLabel(/^Federal state/)).toHaveAttribute("aria-invalid", "true");
  });

  test("chat: the question field keeps the focus, one status line says how the answer stands, copies are told apart", async ({
    page,
    context,
    signIn,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signIn({ fullName: "Focus" });
    await page.goto("/ai-chat");
    await hydrated(page);
    await page.getByLabel("Your question").fill("Hello colleague");
    await page.getByRole("button", { name: "Start chat" }).press("Enter");
    await expect(page).toHaveURL(/\/ai-chat\/[0-9a-f-]{36}$/);
    await expect(page.getByLabel("Your message")).toBeFocused();
    const status = page.getByRole("status").filter({ hasText: /Kolleague/ });
    await expect(status).toHaveText("Kolleague's answer is complete.");

    const copy = page.getByRole("button", { name: "Copy answer" });
    await expect(copy).toHaveAccessibleDescription(/^Kolleague AI-generated \S/);
    await copy.click();
    await expect(page.getByRole("status").filter({ hasText: "Copied" })).toHaveCount(1);

    await page.getByLabel("Your message").fill("And the notary?");
    await page.getByRole("button", { name: "Send" }).press("Enter");
    await expect(page.getByRole("article", { name: "You" }).last()).toContainText("And the notary?");
    await expect(page.getByLabel("Your message")).toBeFocused();
  });

  test("saving a calculation focuses the save panel; a deleted row's place, then the emptied list's heading", async ({ page, signIn }) => {
    await signIn({ fullName: "Focus" });
    for (const [price, state] of [
      ["250000", "BE"],
      ["450000", "BY"],
    ]) {
      await page.goto(`/calculator?purchasePrice=${price}&state=${state}&equity=90000&interestRatePercent=3.5&initialRepaymentPercent=2`);
      await hydrated(page);
      await page.getByRole("button", { name: "Save calculation" }).press("Enter");
      await expect(page.getByRole("region", { name: "Save this calculation" })).toBeFocused();
    }
    await page.goto("/calculations");
    await hydrated(page);
    const rows = page.getByRole("main").getByRole("article");
    await expect(rows).toHaveCount(2);
    const second = await rows.nth(1).getByRole("heading", { level: 2 }).innerText();
    for (const heading of [page.getByRole("heading", { level: 2, name: second }), page.getByRole("heading", { level: 1 })]) {
      await rows.first().getByText("Delete", { exact: true }).click();
      await rows.first().getByRole("button", { name: "Yes, delete" }).press("Enter");
      await expect(heading).toBeFocused();
    }
  });
});
