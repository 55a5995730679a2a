import type { Page } from "@playwright/test";
import { adminClient } from "../tests/support/clients";
import { uniqueEmail } from "../tests/support/session";
import { expect, hydrated, test } from "./fixtures";

// Layout and announcements that only a browser shows: reflow at 320 px (WCAG 1.4.10), focus never hidden
// under sticky content (2.4.11), status messages (4.1.3) and where focus goes after a refused form.

/** How far the page's content reaches past the viewport (0 when nothing in <main> makes the page scroll sideways). */
const mainOverflow = (page: Page) =>
  page.locator("main").evaluate((main) => Math.max(0, main.scrollWidth - main.clientWidth, main.getBoundingClientRect().right - innerWidth));

test("at 320 px the calculator, a German article and the chat's composer fit the width", async ({ page, signIn }) => {
  await signIn({ locale: "de" });
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ["/de/calculator", "/de/blog/annuitaetendarlehen-einfach-erklaert", "/de/ai-chat"]) {
    await page.goto(path);
    expect(await mainOverflow(page), path).toBe(0);
  }
});

test("focus never disappears under the consent banner, down to 320 × 256 px", async ({ page }) => {
  for (const [width, height] of [
    [1280, 800],
    [320, 640],
    [320, 256],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto("/");
    await hydrated(page);
    // Every tab stop of the page, up to the banner itself (it comes last).
    let reachedBanner = false;
    for (let stop = 1; stop < 100 && !reachedBanner; stop++) {
      await page.keyboard.press("Tab");
      const focus = await page.evaluate(() => {
        const element = document.activeElement!;
        const banner = document.querySelector("section[aria-labelledby=consent-title]")!;
        if (banner.contains(element)) return null;
        const rect = element.getBoundingClientRect();
        const cover = banner.getBoundingClientRect();
        // The part of the element between the viewport's top and the banner's top edge, where it is seen.
        const visible = Math.min(rect.bottom, cover.top < innerHeight ? cover.top : innerHeight) - Math.max(rect.top, 0);
        return { name: element.getAttribute("aria-label") || element.textContent?.trim().slice(0, 40), visible };
      });
      if (focus === null) reachedBanner = true;
      else expect(focus.visible, `${width}×${height}, tab stop ${stop} (${focus.name})`).toBeGreaterThan(0);
    }
    expect(reachedBanner, `${width}×${height}`).toBe(true);
  }
});

test("on /compare a column link focused from the keyboard is never under the sticky first column", async ({ page, signIn }) => {
  const user = await signIn();
  const inputs = {
    purchasePrice: 300000,
    state: "NW",
    contractDate: "2026-03-01",
    equity: 60000,
    interestRatePercent: 3.8,
    initialRepaymentPercent: 2,
  };
  const { data, error } = await adminClient()
    .from("calculations")
    .insert(["Flat in Cologne", "Flat in Bonn", "Flat in Essen"].map((name) => ({ user_id: user.id, name, inputs, schema_version: 1 })))
    .select("id");
  expect(error).toBeNull();
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`/compare?${data!.map((row) => `ids=${row.id}`).join("&")}`);
  const table = page.getByRole("table", { name: "Key figures side by side" });
  const links = table.getByRole("columnheader").getByRole("link");
  await links.last().focus();
  for (const index of [1, 0]) {
    await page.keyboard.press("Shift+Tab");
    await expect(links.nth(index)).toBeFocused();
    const sticky = (await table.getByRole("columnheader").first().boundingBox())!;
    const link = (await links.nth(index).boundingBox())!;
    expect(link.x, `column ${index + 1}`).toBeGreaterThanOrEqual(sticky.x + sticky.width - 1);
  }
});

test("toasts are added to live regions that are already there, the server's flash toast too @js", async ({ page }) => {
  // Records what is added to an aria-live region once the document is parsed: what a screen reader hears.
  await page.addInitScript(() => {
    const heard: string[] = ((window as unknown as { heard: string[] }).heard = []);
    document.addEventListener(
      "readystatechange",
      () => {
        new MutationObserver((records) => {
          for (const record of records) {
            const live = (record.target as Element).getAttribute?.("aria-live");
            if (live && live !== "off") for (const node of record.addedNodes) heard.push(`${live}: ${node.textContent}`);
          }
        }).observe(document.body, { childList: true, subtree: true });
      },
      { once: true },
    );
  });
  // A toast from the server, in the HTML of a full page load (as after a form post without JavaScript).
  const posted = await page.request.post("/resources/theme", { form: { theme: "dark", redirectTo: "/imprint" }, maxRedirects: 0 });
  expect(posted.status()).toBe(303);
  await page.goto("/imprint");
  await hydrated(page);
  const heard = () => page.evaluate(() => (window as unknown as { heard: string[] }).heard);
  await expect.poll(heard).toEqual([expect.stringMatching(/^polite: Success: Colour scheme saved\./)]);
  // A toast raised by a client-side navigation.
  await page
    .getByRole("banner")
    .getByLabel(/Language: English/)
    .click();
  await page.getByRole("button", { name: "Deutsch" }).click();
  await expect.poll(heard).toContainEqual(expect.stringMatching(/^polite: Erfolg: Sprache gespeichert\./));
});

test("a slow navigation says 'Loading…' once to screen readers, and clears it when done @js", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/calculator\.data/, async (route) => {
    await held;
    await route.continue();
  });
  const status = page.locator('[aria-live="polite"]').filter({ hasText: "Loading…" });
  await page.getByRole("link", { name: "Try the calculator" }).click();
  await expect(status).toHaveCount(1);
  release();
  await expect(page).toHaveURL(/\/calculator$/);
  await expect(status).toHaveCount(0);
});

test("a form the server refuses puts the focus on its message @js", async ({ page }) => {
  await page.goto("/de/login");
  await hydrated(page);
  await page.getByLabel("E-Mail").fill(uniqueEmail("refused"));
  await page.getByLabel(/^Passwort$/).fill("definitely-not-it");
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("E-Mail oder Passwort ist falsch.");
  await expect(page.getByRole("alert")).toBeFocused();
});
