import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { canSignIn } from "../tests/support/clients";
import { expect, test } from "./fixtures";

const AVATAR_FIXTURE = new URL("./fixtures/avatar.png", import.meta.url).pathname;

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

test("profile: the name reaches the app and the header, an avatar is uploaded and removed", async ({ page, signIn }) => {
  await signIn({ fullName: "Test User" });
  await page.goto("/my/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();

  await page.getByLabel("Name", { exact: true }).fill("Ada Lovelace");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(toast(page, "Your name has been saved.")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Ada Lovelace");

  await page.getByLabel("Choose an image").setInputFiles(AVATAR_FIXTURE);
  await page.getByRole("button", { name: "Upload avatar" }).click();
  await expect(toast(page, "Your avatar has been saved.")).toBeVisible();
  await expect(page.getByRole("img", { name: "Avatar of Ada Lovelace" })).toBeVisible();
  // The header's 2rem avatar carries the new name and really loads (the image route answers).
  const headerAvatar = page.getByRole("banner").getByRole("img", { name: "Ada Lovelace" });
  await expect(headerAvatar).toHaveAttribute("src", /^\/resources\/avatar\/[0-9a-f-]+\?v=\d+$/);
  await expect.poll(() => headerAvatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);

  await page.getByRole("button", { name: "Remove avatar" }).click();
  await expect(toast(page, "Your avatar has been removed.")).toBeVisible();
  await expect(page.getByText("No avatar yet")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("img", { name: "Ada Lovelace" })).toHaveCount(0);

  await page.goto("/app");
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Ada Lovelace!" })).toBeVisible();
});

test("a refused upload explains itself and keeps the page usable", async ({ page, signIn }) => {
  await signIn();
  await page.goto("/my/profile");
  await page
    .getByLabel("Choose an image")
    .setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("plain text, not a picture") });
  await page.getByRole("button", { name: "Upload avatar" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "This file is not a JPEG, PNG, GIF or WebP image." })).toBeVisible();
  await expect(page.getByText("No avatar yet")).toBeVisible();
});

test("a refused settings form answers with the form and its message in view, on a phone too", async ({ page, signIn }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn({ fullName: "Phone User" });
  await page.goto("/de/my/settings");
  const password = page.getByRole("region", { name: "Passwort" });
  await password.getByLabel("Aktuelles Passwort").fill("not my password at all");
  await password.getByLabel("Neues Passwort", { exact: true }).fill("a brand new passphrase");
  await password.getByLabel("Passwort bestätigen").fill("a brand new passphrase");
  await password.getByRole("button", { name: "Passwort ändern" }).click();
  const message = password.getByText("Das ist nicht dein aktuelles Passwort.");
  await expect(message).toBeVisible();
  // Without JavaScript the answer is a new page: it opens at the form (about 950 px down at this width).
  await expect(message).toBeInViewport();
});

test("settings in German: preferences, download my data, delete the account", async ({ page, signIn }) => {
  const user = await signIn({ fullName: "Grete Muster" });
  await page.goto("/my/settings");
  const preferences = page.getByRole("region", { name: "Language and colour scheme" });
  await preferences.getByLabel("Language", { exact: true }).selectOption("de");
  await preferences.getByRole("radio", { name: "Dark" }).check();
  await preferences.getByRole("button", { name: "Save preferences" }).click();

  // Back at the form that was sent (its #id), now in German.
  await expect(page).toHaveURL(/\/de\/my\/settings#preferences$/);
  await expect(toast(page, "Deine Einstellungen wurden gespeichert.")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.locator("html")).toHaveClass(/dark/);
  const saved = page.getByRole("region", { name: "Sprache und Farbschema" });
  await expect(saved.getByLabel("Sprache", { exact: true })).toHaveValue("de");
  await expect(saved.getByRole("radio", { name: "Dunkel" })).toBeChecked();

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Meine Daten herunterladen" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^kolleague-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await download.path())!, "utf8"));
  expect(exported.account.email).toBe(user.email);
  expect(exported.tables.profiles[0]).toMatchObject({ id: user.id, full_name: "Grete Muster", locale: "de", theme: "dark" });

  const confirmation = page.getByLabel(/Gib zur Bestätigung deine E-Mail-Adresse ein/);
  await confirmation.fill("LÖSCHEN");
  await page.getByRole("button", { name: "Mein Konto löschen" }).click();
  await expect(page.getByText("Gib deine E-Mail-Adresse genau wie angezeigt ein.")).toBeVisible();
  expect(await canSignIn(user.email, user.password)).toBe(true);

  await page.getByLabel(/Gib zur Bestätigung deine E-Mail-Adresse ein/).fill(user.email);
  await page.getByLabel("Dein Passwort").fill("not my password at all");
  await page.getByRole("button", { name: "Mein Konto löschen" }).click();
  await expect(page.getByText("Das ist nicht dein aktuelles Passwort.")).toBeVisible();
  await expect(page.getByLabel(/Gib zur Bestätigung deine E-Mail-Adresse ein/)).toHaveValue(user.email);
  expect(await canSignIn(user.email, user.password)).toBe(true);

  await page.getByLabel("Dein Passwort").fill(user.password);
  await page.getByRole("button", { name: "Mein Konto löschen" }).click();
  // Without JavaScript the redirect keeps the form's #id (browsers carry it over); the home page has no such anchor.
  await expect(page).toHaveURL(/\/de(#delete)?$/);
  await expect(toast(page, "Dein Konto wurde gelöscht.")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: /Login|Anmelden/ })).toBeVisible();
  expect(await canSignIn(user.email, user.password)).toBe(false);
});

// axe injects a script, which hangs with JavaScript disabled: these run in the JS project only.
for (const url of ["/app", "/my/profile", "/my/settings", "/de/app", "/de/my/profile", "/de/my/settings"]) {
  test(`${url} signed in has no serious or critical axe violations @js`, async ({ page, signIn }) => {
    await signIn();
    await page.goto(url);
    // Signed out, the page would be the login form: scan only the page asked for.
    await expect(page).toHaveURL(new RegExp(`${url}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const severe = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}

test("the home page greets, offers shortcuts and is honest about what is not there yet", async ({ page, signIn }) => {
  await signIn({ fullName: "Hanna" });
  await page.goto("/de/app");
  await expect(page.getByRole("heading", { level: 1, name: "Hallo, Hanna!" })).toBeVisible();
  const shortcuts = page.getByRole("navigation", { name: "Schnellzugriff" });
  for (const name of ["Rechner", "KI-Chat", "Profil", "Einstellungen"])
    await expect(shortcuts.getByRole("link", { name: new RegExp(name) })).toBeVisible();
  await expect(page.getByText("Du hast noch keine Berechnungen gespeichert.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Chat starten" })).toHaveAttribute("href", "/de/ai-chat");
});

test("deleting the account of a member says first what happens to the membership", async ({ page, signIn }) => {
  const user = await signIn({ fullName: "Member Leaving" });
  await page.goto("/checkout?interval=month");
  await page.getByRole("button", { name: "Order with obligation to pay" }).click();
  await page.getByRole("button", { name: "Start trial" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Welcome to Kolleague Plus" })).toBeVisible();

  await page.goto("/my/settings");
  const deletion = page.getByRole("region", { name: "Delete account" });
  const warning = deletion.getByRole("note", { name: "Your Kolleague Plus membership" });
  await expect(warning).toContainText(
    /Your free trial runs up to and including \d{1,2} \w+ \d{4}\. Deleting your account ends it at once; nothing is charged\./,
  );
  await expect(warning.getByRole("link", { name: "Withdrawal and refund policy" })).toHaveAttribute("href", "/refund");
  // axe injects a script, so it runs where JavaScript is on.
  if (test.info().project.name === "js") {
    const results = await new AxeBuilder({ page }).include("#delete-title").include('[role="note"]').analyze();
    expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  }

  await deletion.getByLabel(/To confirm, type your email address/).fill(user.email);
  await deletion.getByLabel("Your password").fill(user.password);
  await deletion.getByRole("button", { name: "Delete my account" }).click();
  await expect(toast(page, "Your account has been deleted.")).toBeVisible();
  expect(await canSignIn(user.email, user.password)).toBe(false);
});
